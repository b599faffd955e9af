import { atom } from 'jotai';
import type { ProfileSection, WizardSection } from '../../../src-shared/domain/wizard';
import { forgetOnBack } from '../../navigation/forget-on-back';
import type { WizardFormValues } from './wizard-form-values';

/** Unsaved values per wizard step, kept while the creator moves between steps. */
export type WizardDrafts = { [S in ProfileSection]?: Partial<WizardFormValues[S]> };

export const wizardDraftsAtom = atom<WizardDrafts>({});

/** What the stepper shows: the step on screen and the ones already saved. */
export interface StepperState {
  current: WizardSection;
  completed: readonly WizardSection[];
}

export const stepperAtom = atom<StepperState | null>(null);

/**
 * How many networks the signed-in creator has, as last read for the networks list `version`
 * (`networksVersionAtom`): the connections step counts as saved with one. Kept per account, and
 * not cleared by the back rule: it is the creator's data, not a draft.
 */
export interface KnownNetworkCount {
  userId: string;
  version: number;
  count: number;
}

export const networkCountAtom = atom<KnownNetworkCount | null>(null);

/** Going back (and switching accounts) forgets saved steps and stepper information. */
export const resetWizardAtom = atom(null, (_get, set) => {
  set(wizardDraftsAtom, {});
  set(stepperAtom, null);
});

forgetOnBack((store) => store.set(resetWizardAtom));
