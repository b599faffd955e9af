import { useTranslation } from 'react-i18next';
import type { VanityIndicator as Indicator } from '../../../../../src-shared/rules/vanity';
import { CheckIcon, CloseIcon } from '../../../../ui/icons';
import { Spinner } from '../../../../ui/Spinner';
import type { VanityAvailability } from './use-vanity-availability';
import './VanityIndicator.css';

export interface VanityIndicatorProps {
  indicator: Indicator;
  availability: VanityAvailability;
  /** Nothing typed: nothing to judge yet. */
  empty: boolean;
}

/** Valid, invalid or neutral (docs/PRODUCT.md §4), with an icon and words, announced politely. */
export function VanityIndicator({ indicator, availability, empty }: VanityIndicatorProps) {
  const { t } = useTranslation();
  const shown = empty ? 'neutral' : indicator;
  return (
    <p role="status" className={`vanity-indicator vanity-indicator--${shown}`}>
      {shown === 'valid' && (
        <>
          <CheckIcon className="vanity-indicator__icon" />
          {t('onboarding.vanity.available')}
        </>
      )}
      {shown === 'invalid' && (
        <>
          <CloseIcon className="vanity-indicator__icon" />
          {t('onboarding.vanity.unavailable')}
        </>
      )}
      {shown === 'neutral' && availability === 'checking' && (
        <>
          <Spinner size="sm" />
          {t('onboarding.vanity.checking')}
        </>
      )}
      {shown === 'neutral' && availability === 'current' && t('onboarding.vanity.current')}
    </p>
  );
}
