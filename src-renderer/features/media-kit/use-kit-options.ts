import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KitOptions } from '../../../src-shared/domain/media-kit';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';

/** A colour being dragged or typed is saved once it settles, not on every step. */
export const KIT_OPTIONS_SETTLE_MS = 400;

/** `now` for a click (a checkbox, a radio), `soon` for input that comes in bursts. */
export type KitOptionsChange = 'now' | 'soon';

/**
 * One account's kit options as the page edits them: the screen (and the preview) take a change
 * at once, and it is saved for that account in the background, one save at a time, latest wins.
 * `flush` saves what is still waiting and says whether everything is saved: an export waits for
 * it, since main prints with the options it has stored.
 */
export function useKitOptions(accountId: string | null, initial: KitOptions) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [options, setOptions] = useState(initial);
  const waiting = useRef<KitOptions | null>(null);
  const saving = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const saveOnce = async (next: KitOptions): Promise<boolean> => {
    try {
      await call('saveKitOptions', { ...(accountId ? { accountId } : {}), options: next });
      return true;
    } catch (error) {
      // Kept for the next try unless something newer replaced it meanwhile.
      waiting.current ??= next;
      toast.error({ title: t('mediaKit.options.saveFailed'), description: describe(error) });
      return false;
    }
  };

  const flush = async (): Promise<boolean> => {
    stopTimer();
    while (saving.current) await saving.current;
    const next = waiting.current;
    if (!next) return true;
    waiting.current = null;
    const run = saveOnce(next).finally(() => {
      saving.current = null;
    });
    saving.current = run;
    return run;
  };

  const change = (next: KitOptions, how: KitOptionsChange = 'now') => {
    setOptions(next);
    waiting.current = next;
    stopTimer();
    if (how === 'now') void flush();
    else timer.current = setTimeout(() => void flush(), KIT_OPTIONS_SETTLE_MS);
  };

  // Leaving the page (or switching accounts) still saves the last change.
  const onLeave = useEffectEvent(() => void flush());
  useEffect(() => () => onLeave(), []);

  return { options, change, flush };
}
