import { atom } from 'jotai';

/** The active account's unread notices as last heard (main's event or a read); null: unknown. */
export const inboxUnreadAtom = atom<{ accountId: string; unread: number } | null>(null);
