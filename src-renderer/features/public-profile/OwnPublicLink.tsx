import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '../../session/session-atoms';
import { buttonClassName } from '../../ui/button-class-name';
import { CopyButton } from '../../ui/CopyButton';
import { LinkIcon, UserIcon } from '../../ui/icons';
import { publicProfileUrl } from '../onboarding';
import './PublicLink.css';

/**
 * The signed-in creator's own public link: the handle (opening the profile in the app), the
 * address brands use with a copy button, and "Ver mi perfil público". Without a handle yet it
 * points at the wizard's handle step instead. Placed on home and on my_work.
 */
export function OwnPublicLink({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const vanityName = useAtomValue(currentUserAtom)?.vanity_name ?? null;

  if (inline) return <InlinePublicLink vanityName={vanityName} />;
  if (!vanityName) {
    return (
      <div className="public-link">
        <p className="public-link__text">{t('publicProfile.link.noHandle')}</p>
        <Link
          to="/setting-public-profile/$section"
          params={{ section: 'vanity' }}
          className={buttonClassName({ variant: 'secondary', className: 'public-link__action' })}
        >
          {t('publicProfile.link.chooseHandle')}
        </Link>
      </div>
    );
  }

  const url = publicProfileUrl(vanityName);
  return (
    <div className="public-link">
      <p className="public-link__label">{t('publicProfile.link.ownLabel')}</p>
      <Link
        to="/profile/$vanityName"
        params={{ vanityName }}
        className="public-link__handle"
      >{`@${vanityName}`}</Link>
      <p className="public-link__line">
        <LinkIcon className="public-link__icon" aria-hidden="true" />
        <span className="public-link__url">{url}</span>
      </p>
      <div className="public-link__actions">
        <PublicLinkActions vanityName={vanityName} />
      </div>
    </div>
  );
}

/** The same in a page header's row of actions: open the profile, copy its address. */
function InlinePublicLink({ vanityName }: { vanityName: string | null }) {
  const { t } = useTranslation();
  if (!vanityName) {
    return (
      <Link
        to="/setting-public-profile/$section"
        params={{ section: 'vanity' }}
        className={buttonClassName({ variant: 'secondary' })}
      >
        {t('publicProfile.link.chooseHandle')}
      </Link>
    );
  }
  return <PublicLinkActions vanityName={vanityName} />;
}

/** Copy the public address, open the profile in the app: the same pair on home and my_work. */
function PublicLinkActions({ vanityName }: { vanityName: string }) {
  const { t } = useTranslation();
  return (
    <>
      <CopyButton
        text={publicProfileUrl(vanityName)}
        what={t('publicProfile.link.ownWhat')}
        label={t('publicProfile.link.copyShort')}
        size="md"
      />
      <Link
        to="/profile/$vanityName"
        params={{ vanityName }}
        className={buttonClassName({ variant: 'secondary' })}
      >
        <span className="ui-button__icon" aria-hidden="true">
          <UserIcon />
        </span>
        {t('publicProfile.link.open')}
      </Link>
    </>
  );
}
