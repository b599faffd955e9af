import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineReasonAtom } from './connectivity-atoms';

export interface ServerEntryOptions {
  /**
   * The action behind the button can wait in the queue of pending actions, so it stays open
   * while the server cannot be reached.
   */
  queueable?: boolean;
  /** Replaces the generic reason, already translated. */
  reason?: string;
}

export interface ServerEntry {
  /** The server cannot be reached and the action cannot wait: the button is disabled. */
  blocked: boolean;
  /** Why, already translated, to show next to the button; null while it is enabled. */
  reason: string | null;
  /** For the reason's element and the button's `aria-describedby`. */
  reasonId: string;
}

/**
 * For buttons that start something the server must answer (open a form to add a price, change a
 * photo): while it cannot be reached they are disabled with the reason beside them ("El servidor
 * no responde…" or "Sin conexión a internet…"), rather than opening a form that cannot be saved.
 */
export function useServerEntry({
  queueable = false,
  reason,
}: ServerEntryOptions = {}): ServerEntry {
  const { t } = useTranslation();
  const offline = useAtomValue(offlineReasonAtom);
  const reasonId = useId();
  if (!offline || queueable) return { blocked: false, reason: null, reasonId };
  return { blocked: true, reason: reason ?? t(`offline.entryBlocked.${offline}`), reasonId };
}
