/**
 * Drafts live in the renderer's localStorage, one entry per account and form, so nothing typed is
 * lost when the app closes or the server is away; another account never sees them.
 */
const PREFIX = 'draft:';

export const draftStorageKey = (accountId: string, key: string): string =>
  `${PREFIX}${accountId}:${key}`;

/** The saved values, or null when there are none (or they are not readable any more). */
export function readDraft(storageKey: string): unknown {
  try {
    const text = localStorage.getItem(storageKey);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** False when storage refused (full, or disabled): the form still works, just without a draft. */
export function writeDraft(storageKey: string, json: string): boolean {
  try {
    localStorage.setItem(storageKey, json);
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storageKey: string): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing to undo: a storage that cannot be read holds no draft either.
  }
}

/** An account signed out of this desktop takes its drafts with it. */
export function forgetDraftsOf(accountId: string): void {
  const prefix = draftStorageKey(accountId, '');
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // As above: no readable storage, no drafts to forget.
  }
}
