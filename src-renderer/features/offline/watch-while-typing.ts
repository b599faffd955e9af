import type { Connectivity } from '../../../src-shared/domain/connectivity';
import type { AppStore } from '../../app/app-store';
import { call } from '../../bridge/client';
import { connectivityAtom } from '../../connectivity/connectivity-atoms';

/**
 * How often the server is asked whether it still answers while someone types. A probe is one
 * GET of `/api/health` without retries; issue 34 asks the banner within 5 s of the server
 * stopping, and main's diagnosis after a failed probe needs a moment too.
 */
export const TYPING_PROBE_MS = 2_500;

export interface TypingWatchOptions {
  /** Asks main to probe now (`checkConnectivity`); answers what it found. */
  probe?: () => Promise<Connectivity>;
  intervalMs?: number;
  root?: Document;
}

/** Fields a person types into: what makes an outage worth noticing before the save. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'submit', 'reset'].includes(target.type);
}

/**
 * Issue 34: main learns of an outage from the calls the app makes, and someone filling a form
 * makes none until the save, which then failed. While focus is in a field and the server was
 * last seen answering, probe it every TYPING_PROBE_MS, so the banner (and the forms' queuing)
 * is there before the save. While offline main's own probes run; none are added. Returns the
 * cleanup.
 */
export function startTypingWatch(store: AppStore, options: TypingWatchOptions = {}): () => void {
  const root = options.root ?? document;
  const probe = options.probe ?? (() => call('checkConnectivity'));
  const intervalMs = options.intervalMs ?? TYPING_PROBE_MS;
  let timer: ReturnType<typeof setInterval> | undefined;
  let probing = false;

  const tick = () => {
    if (probing || store.get(connectivityAtom)?.online === false) return;
    probing = true;
    probe()
      .then((connectivity) => store.set(connectivityAtom, connectivity))
      // A probe that could not even be asked says nothing about the server.
      .catch(() => undefined)
      .finally(() => {
        probing = false;
      });
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!isEditable(event.target)) return;
    if (timer === undefined) timer = setInterval(tick, intervalMs);
  };
  const onFocusOut = (event: FocusEvent) => {
    // Moving from one field to the next keeps the watch going.
    if (!isEditable(event.relatedTarget)) stop();
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  // Focus may already be in a field when the shell mounts (a restored draft).
  if (isEditable(root.activeElement)) timer = setInterval(tick, intervalMs);
  return () => {
    stop();
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
  };
}
