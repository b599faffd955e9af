import { clearDraft } from '../../drafts/use-persisted-draft';
import { loadDraft } from '../../drafts/draft-storage';
import { canonicalJson } from './canonical-json';

/**
 * Which draft holds what a queued action was typed from. The draft stays until the action is
 * sent, so nothing typed is lost if it is cancelled, refused or never sent; kept in localStorage
 * (by action id, a UUID) so it outlives a restart of the app.
 */
interface QueuedDraft {
  key: string;
  /** The draft's values when the action was queued (canonical JSON). */
  values: string;
}

const PREFIX = 'queued-action-draft:';

/** Remembers the draft `key` holds now as the source of action `id`. */
export async function rememberQueuedDraft(id: string, key: string): Promise<void> {
  const { draft } = await loadDraft(key);
  if (!draft) return;
  const entry: QueuedDraft = { key, values: canonicalJson(draft.values) };
  try {
    localStorage.setItem(PREFIX + id, JSON.stringify(entry));
  } catch {
    // Storage full or refused: the draft is simply kept, which loses nothing.
  }
}

/** The action ended without being sent (cancelled): its draft stays for the person. */
export function forgetQueuedDraft(id: string): void {
  try {
    localStorage.removeItem(PREFIX + id);
  } catch {
    // Nothing to forget.
  }
}

function readEntry(id: string): QueuedDraft | null {
  try {
    const raw = localStorage.getItem(PREFIX + id);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<QueuedDraft>;
    return typeof entry.key === 'string' && typeof entry.values === 'string'
      ? { key: entry.key, values: entry.values }
      : null;
  } catch {
    return null;
  }
}

/**
 * The action was sent (or dropped by the person's choice): its draft goes, but only while it
 * still holds what was queued. Anything typed since, or another account's draft under the same
 * key, stays.
 */
export async function dropQueuedDraft(id: string): Promise<void> {
  const entry = readEntry(id);
  forgetQueuedDraft(id);
  if (!entry) return;
  const { draft } = await loadDraft(entry.key);
  if (draft && canonicalJson(draft.values) === entry.values) clearDraft(entry.key);
}
