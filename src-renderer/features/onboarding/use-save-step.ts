import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BridgeArgs } from '../../../src-shared/bridge/contract';
import type { ProfileSection } from '../../../src-shared/domain/wizard';
import { call } from '../../bridge/client';
import { replaceCurrentUserAtom } from '../../session/session-atoms';
import { toast } from '../../ui/toast';
import { clearDraft } from '../../drafts/use-persisted-draft';
import { useQueuedAction } from '../queued-actions';
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
 * everything typed. While the server cannot be reached the save is queued instead (issue 17), and
 * so is a save that finds the server gone before anyone noticed (issue 34): the wizard moves on
 * and the step's draft stays until main has sent it.
 */
export function useSaveStep<S extends ProfileSection>(
  section: S,
  isEdit: boolean,
): (body: StepBody<S>) => Promise<{ error: unknown } | null> {
  const { i18n } = useTranslation();
  const replaceUser = useSetAtom(replaceCurrentUserAtom);
  const setDrafts = useSetAtom(wizardDraftsAtom);
  const advance = useAdvanceWizard(section, isEdit);
  const { sendOrQueue } = useQueuedAction('saveProfileSection', {
    match: (args) => args.section === section,
    draftKey: wizardDraftKey(section),
  });

  return useCallback(
    async (body) => {
      // A generic section cannot narrow the contract's union by itself; `StepBody<S>` pairs them.
      const args = { section, values: body } as SaveArgs;
      // The save's own failure gets the toast of §8; main refusing to queue it says only that.
      let saveFailure: unknown = undefined;
      try {
        const outcome = await sendOrQueue(args, () =>
          call('saveProfileSection', args).catch((error: unknown) => {
            saveFailure = error;
            throw error;
          }),
        );
        if (outcome.queued) {
          toast.info({ title: i18n.t('queuedActions.queued') });
          advance();
          return null;
        }
        replaceUser(outcome.sent);
        setDrafts(({ [section]: _saved, ...others }) => others);
        clearDraft(wizardDraftKey(section));
        advance();
        return null;
      } catch (error) {
        toast.error(
          error === saveFailure
            ? saveErrorToast(error, i18n)
            : { title: i18n.t('queuedActions.queueFailed') },
        );
        return { error };
      }
    },
    [section, i18n, replaceUser, setDrafts, advance, sendOrQueue],
  );
}
