import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { sessionAtom } from '../../session/session-atoms';
import { draftStorageKey, readDraft, removeDraft, writeDraft } from './draft-storage';

/** Long enough not to write on every keystroke, short enough that closing the app loses nothing. */
export const DRAFT_SAVE_DELAY_MS = 400;

export type DraftStatus = 'none' | 'saved' | 'restored';

export interface PersistedDraft {
  status: DraftStatus;
  /** Call after a successful submit: the draft has been sent, so it is dropped. */
  clear: () => void;
}

/**
 * Keeps what is typed in `form` as a draft of the active account under `key` (e.g.
 * `proposal:<creator id>`): saved shortly after each change and when the form goes away, put back
 * when the form mounts again, dropped by `clear()` or once the values are back to the form's own.
 */
export function usePersistedDraft<T extends FieldValues, TOut>(
  key: string,
  form: UseFormReturn<T, unknown, TOut>,
): PersistedDraft {
  const accountId = useAtomValue(sessionAtom).activeAccountId;
  const storageKey = accountId ? draftStorageKey(accountId, key) : null;
  // Known before the first paint, so "Recuperamos tu borrador" shows with the restored values.
  const [status, setStatus] = useState<DraftStatus>(() =>
    storageKey && isDraft(readDraft(storageKey)) ? 'restored' : 'none',
  );
  // The values the form started with, read before any draft is put back: a draft equal to them
  // is no draft.
  const [initial] = useState(() => JSON.stringify(form.getValues()));
  const forgetWritten = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!storageKey) return;
    let written: string | null = null;
    const stored = readDraft(storageKey);
    if (isDraft(stored)) {
      // Over the form's own values, so a field added since the draft was written keeps its default;
      // and the form's defaults stay, so "dirty" still means "differs from what it started with".
      form.reset({ ...form.getValues(), ...stored }, { keepDefaultValues: true });
      written = JSON.stringify(stored);
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      const json = JSON.stringify(form.getValues());
      if (json === written) return;
      if (json === initial) {
        removeDraft(storageKey);
        written = null;
        setStatus('none');
        return;
      }
      if (writeDraft(storageKey, json)) {
        written = json;
        setStatus('saved');
      }
    };
    forgetWritten.current = () => {
      clearTimeout(timer);
      timer = undefined;
      written = null;
    };
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      forgetWritten.current = null;
      // Closing the form right after typing still keeps what was typed.
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    };
  }, [storageKey, form, initial]);

  const clear = useCallback(() => {
    forgetWritten.current?.();
    if (storageKey) removeDraft(storageKey);
    setStatus('none');
  }, [storageKey]);

  return { status, clear };
}

const isDraft = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
