import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { WizardSection } from '../../../src-shared/domain/wizard';
import { showStep } from './stepper-state';
import { stepperAtom } from './wizard-atoms';

/** Keeps the stepper information on the step shown; the history's back rule clears it. */
export function useStepperPosition(section: WizardSection): void {
  const setStepper = useSetAtom(stepperAtom);
  useEffect(() => {
    setStepper((state) => showStep(state, section));
  }, [section, setStepper]);
}
