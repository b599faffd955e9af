import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BridgeArgs } from '../../../src-shared/bridge/contract';
import type { ProfileSection } from '../../../src-shared/domain/wizard';
import { call } from '../../bridge/client';
import { replaceCurrentUserAtom } from '../../session/session-atoms';
import { toast } from '../../ui/toast';
import { clearDraft } from '../offline/use-persisted-draft';
import { saveErrorToast } from './save-error-toast';
import { useAdvanceWizard } from './use-advance-wizard';
import { wizardDraftsAtom } from './wizard-atoms';
import { wizardDraftKey } from './use-wizard-form';

type SaveArgs = BridgeArgs<'saveProfileSection'>;

/** The body a step sends, as its shared schema accepts it. */
export type StepBody<S extends ProfileSection> = Extract<SaveArgs, { section: S }>['values'];

/**
 * Saves a step: the answer replaces the session's user (docs/PRODUCT.md §6), the step's draft is no
 * longer needed, and the wizard moves on. On failure the toast of docs/PRODUCT.md §8 shows and the
 * error is handed back so the step can put field messages under its fields; the form keeps
 * everything typed.
 */
export function useSaveStep<S extends ProfileSection>(
  section: S,
  isEdit: boolean,
): (body: StepBody<S>) => Promise<{ error: unknown } | null> {
  const { i18n } = useTranslation();
  const replaceUser = useSetAtom(replaceCurrentUserAtom);
  const setDrafts = useSetAtom(wizardDraftsAtom);
  const advance = useAdvanceWizard(section, isEdit);

  return useCallback(
    async (body) => {
      try {
        // A generic section cannot narrow the contract's union by itself; `StepBody<S>` pairs them.
        const user = await call('saveProfileSection', { section, values: body } as SaveArgs);
        replaceUser(user);
        setDrafts(({ [section]: _saved, ...others }) => others);
        clearDraft(wizardDraftKey(section));
        advance();
        return null;
      } catch (error) {
        toast.error(saveErrorToast(error, i18n));
        return { error };
      }
    },
    [section, i18n, replaceUser, setDrafts, advance],
  );
}
