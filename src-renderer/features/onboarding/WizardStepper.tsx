import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WIZARD_SECTIONS, type WizardSection } from '../../../src-shared/domain/wizard';
import { CheckIcon } from '../../ui/icons';
import { stepStateOf } from './stepper-state';
import './WizardStepper.css';

export interface WizardStepperProps {
  current: WizardSection;
  /** Saved steps: from the creator's data, plus the ones passed in this visit. */
  completed: readonly WizardSection[];
  isEdit: boolean;
}

/** Where the creator stands in the six onboarding steps, which ones are saved, and a way to each. */
export function WizardStepper({ current, completed, isEdit }: WizardStepperProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('onboarding.stepperLabel')} className="wizard-stepper">
      <ol>
        {WIZARD_SECTIONS.map((section, index) => {
          const state = stepStateOf(section, current, completed);
          const content = (
            <>
              <span className="wizard-stepper__number" aria-hidden="true">
                {state === 'done' ? <CheckIcon width={16} height={16} /> : index + 1}
              </span>
              <span>
                {t(`onboarding.sections.${section}.short`)}
                {state === 'done' && (
                  <span className="visually-hidden">{t('onboarding.stepDone')}</span>
                )}
              </span>
            </>
          );
          return (
            <li key={section} className={`wizard-stepper__step wizard-stepper__step--${state}`}>
              {state === 'current' ? (
                // Where the creator is: said, not offered as a link to itself.
                <span className="wizard-stepper__link" aria-current="step">
                  {content}
                </span>
              ) : (
                <Link
                  to="/setting-public-profile/$section"
                  params={{ section }}
                  search={isEdit ? { is_edit: true } : {}}
                  className="wizard-stepper__link"
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
