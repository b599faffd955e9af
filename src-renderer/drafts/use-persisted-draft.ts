import { useAtomValue, useStore } from 'jotai';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { sessionAtom } from '../session/session-atoms';
import {
  dropDraft,
  forgetKnownDrafts,
  knownDraft,
  loadDraft,
  moveLocalDraftsOf,
  rememberDraft,
  storeDraft,
} from './draft-storage';

/** Long enough not to write on every keystroke, short enough that closing the app loses nothing. */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * `saved`: what is on screen is kept; `restored`: the form was filled from a kept draft;
 * `unreadable`: main found the kept draft damaged and set it aside.
 */
export type DraftStatus = 'none' | 'saved' | 'restored' | 'unreadable';

export interface PersistedDraft {
  status: DraftStatus;
  /** Call after a successful submit: the draft has been sent, so it is dropped. */
  clear: () => void;
  /** The person drops the draft: it is deleted and the form goes back to what it started with. */
  discard: () => void;
}

export interface PersistedDraftOptions<T extends FieldValues> {
  /**
   * What "no draft" looks like and what discarding goes back to; by default the form's default
   * values (as they are now: a form reset to what the server kept starts from that), for forms
   * whose defaults hold something already typed (the wizard's step memory).
   */
  baseline?: T;
}

// The mounted forms of each key, so `clearDraft` reaches the one that sent.
const mounted = new Map<string, Set<() => void>>();

/**
 * Drops the active account's draft under `key` once what it held was sent: a save still waiting
 * is cancelled, so it cannot bring the draft back. For senders that are not the form's own
 * component (the wizard's step save).
 */
export function clearDraft(key: string): void {
  for (const forget of mounted.get(key) ?? []) forget();
  forgetKnownDrafts(key);
  void dropDraft(key).catch(() => undefined);
}

/**
 * Keeps what is typed in `form` as a draft of the active account under `key` (e.g.
 * `proposal:<creator id>:direct`), in main's per-account draft store: saved shortly after each
 * change, at once when the page is hidden or closed, when the focus leaves a field (before a
 * click on the account switcher reaches main) and when the form goes away; put back when the form
 * mounts again, even after a switch of account, a restart or a renderer crash; dropped by
 * `clear()`, `discard()` or once the values are back to the baseline.
 */
export function usePersistedDraft<T extends FieldValues, TOut>(
  key: string,
  form: UseFormReturn<T, unknown, TOut>,
  options: PersistedDraftOptions<T> = {},
): PersistedDraft {
  const store = useStore();
  const activeAccountId = useAtomValue(sessionAtom).activeAccountId;
  // What is on screen belongs to the account active when the form opened. After a switch the
  // form may show a moment longer: it must neither save into the new account nor take its draft.
  const [owner] = useState(activeAccountId);
  const accountId = activeAccountId === owner ? owner : null;
  // A draft this window saw kept is put back before the form paints; others come from main.
  const [known] = useState(() => (owner ? knownDraft(owner, key) : undefined));
  const [status, setStatus] = useState<DraftStatus>(known ? 'restored' : 'none');
  // Read once, before any draft is put back.
  const [baseline] = useState(() =>
    options.baseline === undefined ? null : structuredClone(options.baseline),
  );
  const [onMount] = useState(() => canonical(form.getValues()));
  const cancelPending = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    if (!accountId) return;
    const isStart = (values: unknown) =>
      canonical(values) === canonical(baseline ?? form.formState.defaultValues ?? {});
    let active = true;
    let loaded = false;
    let typedWhileLoading = false;
    let written: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const save = () => {
      timer = undefined;
      // Before the kept draft is read, writing would replace it with less: saved once read.
      if (!loaded) {
        typedWhileLoading = true;
        return;
      }
      const values = form.getValues();
      const json = canonical(values);
      if (json === written) return;
      if (isStart(values)) {
        written = null;
        rememberDraft(accountId, key, null);
        void dropDraft(key).catch(() => undefined);
        if (active) setStatus('none');
        return;
      }
      written = json;
      const kept = JSON.parse(json) as Record<string, unknown>;
      // Known at once, so the form opened again right away fills in before it paints.
      rememberDraft(accountId, key, kept);
      storeDraft(key, kept).then(
        () => {
          if (active && written === json) setStatus('saved');
        },
        // Refused (too large) or main unreachable: the form works on, without "guardado".
        () => {
          if (written !== json) return;
          written = null;
          rememberDraft(accountId, key, null);
        },
      );
    };
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      save();
    };
    const forget = () => {
      clearTimeout(timer);
      timer = undefined;
      written = null;
      rememberDraft(accountId, key, null);
      if (active) setStatus('none');
    };
    cancelPending.current = forget;
    const forms = mounted.get(key) ?? new Set();
    forms.add(forget);
    mounted.set(key, forms);

    const restore = (values: Record<string, unknown>) => {
      // Over the form's values, so a field added since the draft was written keeps its default;
      // and the defaults stay, so "dirty" still means "differs from the start".
      form.reset({ ...form.getValues(), ...values }, { keepDefaultValues: true });
      written = canonical(form.getValues());
      setStatus('restored');
    };
    const seen = knownDraft(accountId, key);
    if (seen) {
      // Typed into already (the effect ran again): what is on screen stays.
      if (canonical(form.getValues()) === onMount) restore(seen);
      loaded = true;
    } else {
      void moveLocalDraftsOf(accountId)
        .then(() => loadDraft(key))
        .then(
          ({ draft, set_aside }) => {
            if (draft) rememberDraft(accountId, key, draft.values);
            if (!active) return;
            // Typed into already (a slow read): what is on screen wins over the kept draft.
            if (draft && canonical(form.getValues()) === onMount) {
              restore(draft.values);
            } else if (set_aside) {
              setStatus('unreadable');
            }
          },
          () => undefined,
        )
        .finally(() => {
          loaded = true;
          if (typedWhileLoading && store.get(sessionAtom).activeAccountId === accountId) save();
        });
    }

    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    });
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('beforeunload', flush);
    document.addEventListener('visibilitychange', onHidden);
    document.addEventListener('focusout', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('beforeunload', flush);
      document.removeEventListener('visibilitychange', onHidden);
      document.removeEventListener('focusout', flush);
      forms.delete(forget);
      if (forms.size === 0 && mounted.get(key) === forms) mounted.delete(key);
      cancelPending.current = null;
      // Closing the form right after typing still keeps what was typed, unless main already
      // serves another account: it would become that account's draft.
      if (store.get(sessionAtom).activeAccountId === accountId) flush();
      else clearTimeout(timer);
      active = false;
    };
  }, [accountId, key, form, baseline, onMount, store]);

  const clear = useCallback(() => clearDraft(key), [key]);

  const discard = useCallback(() => {
    cancelPending.current?.();
    if (owner) rememberDraft(owner, key, null);
    void dropDraft(key).catch(() => undefined);
    if (baseline) form.reset(structuredClone(baseline) as DefaultValues<T>);
    else form.reset();
    setStatus('none');
  }, [key, form, baseline, owner]);

  return { status, clear, discard };
}

/** JSON with object keys sorted, so the same values always compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
