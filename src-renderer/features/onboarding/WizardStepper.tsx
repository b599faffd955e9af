import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { WIZARD_SECTIONS, type WizardSection } from '../../../src-shared/domain/wizard';
import { CheckIcon } from '../../ui/icons';
import { stepStateOf } from './stepper-state';
import { stepperAtom } from './wizard-atoms';
import './WizardStepper.css';

/** Where the creator stands in the six onboarding steps, and which ones were saved. */
export function WizardStepper({ current }: { current: WizardSection }) {
  const { t } = useTranslation();
  const completed = useAtomValue(stepperAtom)?.completed ?? [];
  return (
    <nav aria-label={t('onboarding.stepperLabel')} className="wizard-stepper">
      <ol>
        {WIZARD_SECTIONS.map((section, index) => {
          const state = stepStateOf(section, current, completed);
          return (
            <li
              key={section}
              className={`wizard-stepper__step wizard-stepper__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-stepper__number" aria-hidden="true">
                {state === 'done' ? <CheckIcon width={16} height={16} /> : index + 1}
              </span>
              <span>
                {t(`onboarding.sections.${section}.short`)}
                {state === 'done' && (
                  <span className="visually-hidden">{t('onboarding.stepDone')}</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
