import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { sessionAtom } from '../../session/session-atoms';

/** How lists of creators are shown: roomy cards, or the compact table. */
export const CREATOR_VIEW_MODES = ['cards', 'list'] as const;
export type CreatorViewMode = (typeof CREATOR_VIEW_MODES)[number];

const DEFAULT_MODE: CreatorViewMode = 'cards';

/** One choice per account on this desktop, shared by the finder and the shortlist. */
export const viewModeStorageKey = (accountId: string): string => `prefs:${accountId}:creator-view`;

function readMode(storageKey: string | null): CreatorViewMode {
  if (!storageKey) return DEFAULT_MODE;
  try {
    const stored = localStorage.getItem(storageKey);
    return CREATOR_VIEW_MODES.find((mode) => mode === stored) ?? DEFAULT_MODE;
  } catch {
    return DEFAULT_MODE;
  }
}

function writeMode(storageKey: string | null, mode: CreatorViewMode): void {
  if (!storageKey) return;
  try {
    localStorage.setItem(storageKey, mode);
  } catch {
    // A storage that refuses only costs the memory of the choice; the screen still switches.
  }
}

/** The active account's way of showing creators, remembered across sessions. */
export function useCreatorViewMode(): [CreatorViewMode, (mode: CreatorViewMode) => void] {
  const accountId = useAtomValue(sessionAtom).activeAccountId;
  const storageKey = accountId ? viewModeStorageKey(accountId) : null;
  const [chosen, setChosen] = useState(() => ({ storageKey, mode: readMode(storageKey) }));
  // Another account signed in since: its own choice, read from storage.
  const mode = chosen.storageKey === storageKey ? chosen.mode : readMode(storageKey);
  const setMode = useCallback(
    (next: CreatorViewMode) => {
      writeMode(storageKey, next);
      setChosen({ storageKey, mode: next });
    },
    [storageKey],
  );
  return [mode, setMode];
}
