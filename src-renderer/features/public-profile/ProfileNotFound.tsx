import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { VANITY_MAX_LENGTH, VANITY_MIN_LENGTH } from '../../../src-shared/rules/vanity';
import { buttonClassName } from '../../ui/button-class-name';
import { EmptyState } from '../../ui/EmptyState';
import { SearchIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/use-document-title';

export interface ProfileNotFoundProps {
  /** As typed in the address. */
  handle: string;
  /** `invalid`: it could never be a handle; `unknown`: nobody has it (or the creator left). */
  reason: 'invalid' | 'unknown';
}

/** In place of the profile: one clear message, why, and the way back home. */
export function ProfileNotFound({ handle, reason }: ProfileNotFoundProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('publicProfile.notFound.title'));
  return (
    <EmptyState
      icon={<SearchIcon />}
      headingLevel={1}
      title={t('publicProfile.notFound.title')}
      description={
        <p>
          {reason === 'invalid'
            ? t('publicProfile.notFound.invalid', {
                handle,
                min: VANITY_MIN_LENGTH,
                max: VANITY_MAX_LENGTH,
              })
            : t('publicProfile.notFound.unknown', { handle })}
        </p>
      }
      action={
        <Link to="/home_search" className={buttonClassName()}>
          {t('publicProfile.notFound.action')}
        </Link>
      }
    />
  );
}
