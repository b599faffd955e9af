import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../ui/button-class-name';
import { ArrowLeftIcon } from '../../ui/icons';
import { nextWizardSection, previousWizardSection, type WizardSection } from './wizard-sections';
import './WizardStepNav.css';

/** Every step but the first links back one step; Next moves one forward, then to my_work. */
export function WizardStepNav({ section }: { section: WizardSection }) {
  const { t } = useTranslation();
  const previous = previousWizardSection(section);
  const next = nextWizardSection(section);

  return (
    <div className="wizard-step-nav">
      {previous ? (
        <Link
          to="/setting-public-profile/$section"
          params={{ section: previous }}
          className={buttonClassName({ variant: 'ghost' })}
        >
          <ArrowLeftIcon width={18} height={18} />
          {t('onboarding.previous', { step: t(`onboarding.sections.${previous}.short`) })}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          to="/setting-public-profile/$section"
          params={{ section: next }}
          className={buttonClassName()}
        >
          {t('onboarding.next')}
        </Link>
      ) : (
        <Link to="/my_work/$section" params={{ section: 'networks' }} className={buttonClassName()}>
          {t('onboarding.finish')}
        </Link>
      )}
    </div>
  );
}
