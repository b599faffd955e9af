import type { DraftAnswer } from '../../src-shared/domain/draft';
import { DRAFT_KEY_PATTERN } from '../../src-shared/schemas/draft';
import { call, getBridge } from '../bridge/client';

/**
 * Drafts are kept by main, per account, on disk (`getDraft`/`saveDraft`/`discardDraft` act on the
 * active account). Before issue 17 they lived in this window's localStorage as
 * `draft:<account id>:<key>`; those are moved to main once per account and then removed.
 */
const LEGACY_PREFIX = 'draft:';

export const draftStorageKey = (accountId: string, key: string): string =>
  `${LEGACY_PREFIX}${accountId}:${key}`;

interface WindowDrafts {
  // One queue per form key: a form's last save (on closing) reaches main before the same form,
  // opened again, asks for its draft; and a discard never overtakes the save before it.
  queues: Map<string, Promise<unknown>>;
  /** Accounts whose localStorage drafts were moved (or are being moved) to main. */
  moved: Map<string, Promise<void>>;
  /** The drafts this window knows main holds, so a form opened again fills in before it paints. */
  known: Map<string, Record<string, unknown>>;
}

// Per bridge, that is per main this window talks to (one for the app's life; one per test).
const windows = new WeakMap<object, WindowDrafts>();

function thisWindow(): WindowDrafts {
  let bridge: object;
  try {
    bridge = getBridge();
  } catch {
    bridge = windows;
  }
  let state = windows.get(bridge);
  if (!state) {
    state = { queues: new Map(), moved: new Map(), known: new Map() };
    windows.set(bridge, state);
  }
  return state;
}

const knownKey = (accountId: string, key: string) => `${accountId}\n${key}`;

/** The draft this window last saw kept for the account under `key`, if any. */
export const knownDraft = (accountId: string, key: string): Record<string, unknown> | undefined =>
  thisWindow().known.get(knownKey(accountId, key));

/** Remembers what main now holds for the account under `key` (null: no draft). */
export function rememberDraft(
  accountId: string,
  key: string,
  values: Record<string, unknown> | null,
): void {
  const { known } = thisWindow();
  if (values) known.set(knownKey(accountId, key), values);
  else known.delete(knownKey(accountId, key));
}

/** Forgets what this window knew of `key` for every account: main is asked again next time. */
export function forgetKnownDrafts(key: string): void {
  const { known } = thisWindow();
  for (const entry of [...known.keys()]) if (entry.endsWith(`\n${key}`)) known.delete(entry);
}

function inOrder<T>(key: string, work: () => Promise<T>): Promise<T> {
  const { queues } = thisWindow();
  const next = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}

export const loadDraft = (key: string): Promise<DraftAnswer> =>
  inOrder(key, () => call('getDraft', { key }));

export const storeDraft = (key: string, values: Record<string, unknown>) =>
  inOrder(key, () => call('saveDraft', { key, values }));

export const dropDraft = (key: string) => inOrder(key, () => call('discardDraft', { key }));

const isValues = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Moves the account's localStorage drafts to main, once per account and window (the account must
 * be the active one). A draft main already has is newer and stays; an entry goes only once main
 * has it, so a failure keeps it for the next try.
 */
export function moveLocalDraftsOf(accountId: string): Promise<void> {
  const { moved } = thisWindow();
  const running = moved.get(accountId);
  if (running) return running;
  const moving = moveNow(accountId).catch(() => {
    // Tried again when the next form of this account opens.
    moved.delete(accountId);
  });
  moved.set(accountId, moving);
  return moving;
}

async function moveNow(accountId: string): Promise<void> {
  const prefix = draftStorageKey(accountId, '');
  for (const storageKey of legacyKeys(prefix)) {
    const key = storageKey.slice(prefix.length);
    const values = readLegacy(storageKey);
    if (isValues(values) && DRAFT_KEY_PATTERN.test(key)) {
      const { draft } = await loadDraft(key);
      if (!draft) await storeDraft(key, values);
    }
    localStorage.removeItem(storageKey);
  }
}

function legacyKeys(prefix: string): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, index) =>
      localStorage.key(index),
    ).filter((key): key is string => key?.startsWith(prefix) ?? false);
  } catch {
    return [];
  }
}

function readLegacy(storageKey: string): unknown {
  try {
    const text = localStorage.getItem(storageKey);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * An account signed out of this desktop: main deletes its drafts; what an older version left in
 * localStorage goes too.
 */
export function forgetDraftsOf(accountId: string): void {
  const { moved, known } = thisWindow();
  moved.delete(accountId);
  for (const entry of [...known.keys()]) {
    if (entry.startsWith(knownKey(accountId, ''))) known.delete(entry);
  }
  for (const key of legacyKeys(draftStorageKey(accountId, ''))) {
    try {
      localStorage.removeItem(key);
    } catch {
      // No readable storage, no drafts to forget.
    }
  }
}
