import { useTranslation } from 'react-i18next';
import { WIZARD_SECTIONS, type WizardSection } from './wizard-sections';
import './WizardStepper.css';

/** Where the creator stands in the six onboarding steps. */
export function WizardStepper({ current }: { current: WizardSection }) {
  const { t } = useTranslation();
  const currentIndex = WIZARD_SECTIONS.indexOf(current);
  return (
    <nav aria-label={t('onboarding.stepperLabel')} className="wizard-stepper">
      <ol>
        {WIZARD_SECTIONS.map((section, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li
              key={section}
              className={`wizard-stepper__step wizard-stepper__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-stepper__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{t(`onboarding.sections.${section}.short`)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
