import type { WizardSection } from '../../../src-shared/domain/wizard';
import type { StepperState } from './wizard-atoms';

/** The stepper once `section` is on screen; steps saved earlier stay marked. */
export function showStep(state: StepperState | null, section: WizardSection): StepperState {
  if (state?.current === section) return state;
  return { current: section, completed: state?.completed ?? [] };
}

/** The stepper once `section` is saved (or, for connections, passed). */
export function completeStep(state: StepperState | null, section: WizardSection): StepperState {
  const completed = state?.completed ?? [];
  return {
    current: state?.current ?? section,
    completed: completed.includes(section) ? completed : [...completed, section],
  };
}

export type StepState = 'done' | 'current' | 'todo';

export function stepStateOf(
  section: WizardSection,
  current: WizardSection,
  completed: readonly WizardSection[],
): StepState {
  if (section === current) return 'current';
  return completed.includes(section) ? 'done' : 'todo';
}
