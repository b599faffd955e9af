import { useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { ProfileSection } from '../../../src-shared/domain/wizard';
import { usePersistedDraft, type PersistedDraft } from '../../drafts/use-persisted-draft';
import { wizardDraftsAtom } from './wizard-atoms';
import type { WizardFormValues } from './wizard-form-values';

/** The key of a step's draft in main's per-account draft store. */
export const wizardDraftKey = (section: ProfileSection) => `wizard:${section}`;

export type WizardForm<S extends ProfileSection, TBody> = UseFormReturn<
  WizardFormValues[S],
  unknown,
  TBody
> & { draft: PersistedDraft };

/**
 * A step's form: starts from the step's draft when the creator left it unsaved, otherwise from
 * the user; every change is kept as the draft, so leaving the step and coming back loses
 * nothing. The draft is also kept by main per account (`draft`), so it survives a switch of
 * account, a restart and a renderer crash until the step is saved or the draft discarded. Validation runs on change (the save button knows when it must wait) and on blur (a
 * required field left empty says so as the creator moves on).
 */
export function useWizardForm<S extends ProfileSection, TBody extends object>(
  section: S,
  resolver: Resolver<WizardFormValues[S], unknown, TBody>,
  fromUser: WizardFormValues[S],
): WizardForm<S, TBody> {
  const store = useStore();
  const setDrafts = useSetAtom(wizardDraftsAtom);
  // Read once: the draft seeds the form, after which the form is the source of truth.
  const [defaultValues] = useState(() => ({
    ...fromUser,
    ...store.get(wizardDraftsAtom)[section],
  }));
  const form = useForm<WizardFormValues[S], unknown, TBody>({
    resolver,
    mode: 'all',
    defaultValues: defaultValues as DefaultValues<WizardFormValues[S]>,
  });
  const { subscribe } = form;

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          // A copy: the form keeps mutating its own value objects in place.
          setDrafts((drafts) => ({ ...drafts, [section]: structuredClone(values) })),
      }),
    [subscribe, setDrafts, section],
  );

  // What "no draft" is, and what discarding goes back to: the user as saved, not the step memory.
  const draft = usePersistedDraft(wizardDraftKey(section), form, { baseline: fromUser });

  return { ...form, draft };
}
