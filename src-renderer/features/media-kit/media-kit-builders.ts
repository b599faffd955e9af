import type { AccountSummary, SessionState } from '../../../src-shared/bridge/contract';
import type { BatchKitResult } from '../../../src-shared/domain/media-kit';
import { aSession } from '../../test/builders';

/** A creator signed in on this desktop besides the active one. */
export function aCreatorAccount(id: string, displayName: string): AccountSummary {
  return {
    id,
    email: `${id}@ejemplo.mx`,
    role: 'influencer',
    displayName,
    avatarUrl: null,
    server: 'embedded',
    syncedAt: null,
  };
}

/** The active creator Ana plus Bruno (creator) and a brand, as an agency desktop holds them. */
export function anAgencySession(): SessionState {
  const session = aSession('influencer');
  const brand: AccountSummary = {
    ...aCreatorAccount('marca', 'Bebidas del Norte'),
    role: 'brand',
  };
  return {
    ...session,
    accounts: [...session.accounts, aCreatorAccount('bruno', 'Bruno Díaz'), brand],
  };
}

export function aSavedKit(accountId: string, name: string, fileName: string): BatchKitResult {
  return { accountId, name, status: 'saved', fileName, message: null };
}

/** A promise the test settles when it chooses, to look at what is on screen meanwhile. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
