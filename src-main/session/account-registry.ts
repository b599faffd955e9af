import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AccountSummary } from '../../src-shared/bridge/contract';
import type { User } from '../../src-shared/domain/user';
import { readJsonFile, writeJsonFileAtomic, type CorruptFileReporter } from '../storage/json-file';
import { handleOf } from './account-handle';
import {
  NO_ORGANIZATION,
  organizationName,
  type OrganizationChange,
  type OrganizationNames,
} from './organization-names';
import { RegistryFileSchema, type RegistryFile } from './registry-file-schema';

/** What the desktop remembers of a signed-in account besides its token (which is in the keychain). */
export interface StoredAccount extends AccountSummary {
  userId: string;
  /** The last user the server answered, so switching accounts needs no round trip. */
  user: User;
  /** A brand account's company and first brand, once main has read them (absent before). */
  organization?: OrganizationNames;
}

const EMPTY: RegistryFile = { activeAccountId: null, accounts: [] };

export function accountIdFor(server: string, userId: string): string {
  return `${server}#${userId}`;
}

export function summarize(account: StoredAccount): AccountSummary {
  const { id, email, role, displayName, avatarUrl, server } = account;
  return {
    id,
    email,
    role,
    displayName,
    // Records written before handles were kept have none: their cached user still knows it.
    handle:
      account.handle === undefined
        ? handleOf(account.user)
        : handleOf({ vanity_name: account.handle }),
    avatarUrl,
    server,
    // Files written before offline copies existed have no syncedAt.
    syncedAt: account.syncedAt ?? null,
  };
}

/**
 * How the desktop names an account: a brand by its company (else its first brand) once known, so
 * the top bar does not show an e-mail; anyone else by their own name, else their e-mail.
 */
export function displayNameOf(user: User, organization?: OrganizationNames): string {
  const brandName = user.role === 'brand' ? organizationName(organization) : null;
  return brandName || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}

export function storedAccountFor(
  server: string,
  user: User,
  organization?: OrganizationNames,
): StoredAccount {
  return {
    id: accountIdFor(server, user.id),
    userId: user.id,
    email: user.email,
    role: user.role,
    displayName: displayNameOf(user, organization),
    handle: handleOf(user),
    avatarUrl: user.profile_image,
    server,
    syncedAt: null,
    user,
    ...(organization ? { organization } : {}),
  };
}

/**
 * A fresh answer about a known account keeps what only this desktop knows of it: when its offline
 * copy was written, and its organization's names (which the user answer does not carry).
 */
const keepLocalFacts = (fresh: StoredAccount, known: StoredAccount | undefined): StoredAccount => {
  const organization = fresh.organization ?? known?.organization;
  return {
    ...fresh,
    syncedAt: known?.syncedAt ?? fresh.syncedAt ?? null,
    ...(organization ? { organization, displayName: displayNameOf(fresh.user, organization) } : {}),
  };
};

/**
 * The signed-in accounts of this desktop and which one is active, in `accounts.json`. Writes are
 * serialised so two quick calls cannot interleave their read-modify-write.
 */
export class AccountRegistry {
  private readonly path: string;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    userDataDir: string,
    private readonly options: { onCorrupt?: CorruptFileReporter; now?: () => Date } = {},
  ) {
    this.path = join(userDataDir, 'accounts.json');
  }

  private cached: { stamp: string; file: RegistryFile } | null = null;

  /**
   * The accounts as stored. A file that is not what this app writes is kept aside and reported
   * (the tokens stay in the keychain): the desktop then starts signed out instead of failing.
   */
  async read(): Promise<RegistryFile> {
    if (this.unwritten) return this.unwritten;
    // Every bridge call asks which account is active: with 50 accounts, parsing and checking the
    // file each time cost more than the call itself (issue 34). A stat tells whether it changed.
    const stamp = await stampOf(this.path);
    if (stamp !== null && this.cached?.stamp === stamp) return this.cached.file;
    const file = await readJsonFile<RegistryFile>(this.path, EMPTY, {
      schema: RegistryFileSchema,
      ...this.options,
    });
    this.cached = stamp === null ? null : { stamp, file };
    return file;
  }

  /** What the file becomes once the write under way lands: reads answer it meanwhile. */
  private unwritten: RegistryFile | null = null;

  /**
   * Applies `change` after the updates before it. Resolves once the file is written, or with
   * `untilWritten: false` as soon as reads answer the change (the write still runs in order).
   */
  private update(
    change: (file: RegistryFile) => RegistryFile,
    { untilWritten = true } = {},
  ): Promise<RegistryFile> {
    let applied: (file: RegistryFile) => void = () => undefined;
    const inMemory = new Promise<RegistryFile>((resolve) => {
      applied = resolve;
    });
    const next = this.queue.then(async () => {
      const updated = change(await this.read());
      this.unwritten = updated;
      applied(updated);
      try {
        await writeJsonFileAtomic(this.path, updated);
        // The file now holds exactly this: kept, so the next read does not parse 50 users again.
        const stamp = await stampOf(this.path);
        this.cached = stamp === null ? null : { stamp, file: updated };
      } finally {
        if (this.unwritten === updated) this.unwritten = null;
      }
      return updated;
    });
    this.queue = next.catch(() => undefined);
    if (untilWritten) return next;
    next.catch((error: unknown) =>
      console.error('[accounts] could not write accounts.json', error),
    );
    return Promise.race([inMemory, next]);
  }

  /** Resolves once every change asked for so far is on disk (the app waits on it as it quits). */
  async settled(): Promise<void> {
    await this.queue;
  }

  /** Adds or refreshes an account and makes it the active one. */
  upsertActive(account: StoredAccount): Promise<RegistryFile> {
    return this.update((file) => {
      const known = file.accounts.find((stored) => stored.id === account.id);
      return {
        activeAccountId: account.id,
        accounts: [
          ...file.accounts.filter((stored) => stored.id !== account.id),
          keepLocalFacts(account, known),
        ],
      };
    });
  }

  /** Refreshes an account's cached user without changing which account is active. */
  refresh(account: StoredAccount): Promise<RegistryFile> {
    return this.update((file) => ({
      ...file,
      accounts: file.accounts.map((known) =>
        known.id === account.id ? keepLocalFacts(account, known) : known,
      ),
    }));
  }

  /** Records a finished sync: when it was, and the user it read (for name and avatar). */
  markSynced(accountId: string, syncedAt: string, user: User | null): Promise<RegistryFile> {
    return this.update((file) => ({
      ...file,
      accounts: file.accounts.map((known) => {
        if (known.id !== accountId) return known;
        const fresh = user ? storedAccountFor(known.server, user, known.organization) : known;
        return { ...fresh, id: known.id, syncedAt };
      }),
    }));
  }

  /**
   * Records what was learned of a brand account's company or brands. Answers whether the name the
   * account shows changed, so the windows are told only then.
   */
  async noteOrganization(accountId: string, change: OrganizationChange): Promise<boolean> {
    let renamed = false;
    await this.update((file) => ({
      ...file,
      accounts: file.accounts.map((known) => {
        if (known.id !== accountId) return known;
        const organization = change(known.organization ?? NO_ORGANIZATION);
        const displayName = displayNameOf(known.user, organization);
        renamed = displayName !== known.displayName;
        return { ...known, organization, displayName };
      }),
    }));
    return renamed;
  }

  /**
   * Makes `accountId` the active account. Resolves as soon as reads answer it, before the file is
   * flushed to disk (issue 34: the flush was the slowest part of a switch): which account is
   * active is where this desktop opens, and a crash before the write only opens the one before.
   */
  setActive(accountId: string): Promise<RegistryFile> {
    return this.update((file) => ({ ...file, activeAccountId: accountId }), {
      untilWritten: false,
    });
  }

  /** Forgets an account; if it was active, the most recently added other account becomes active. */
  remove(accountId: string): Promise<RegistryFile> {
    return this.update((file) => {
      const accounts = file.accounts.filter((known) => known.id !== accountId);
      const activeAccountId =
        file.activeAccountId === accountId ? (accounts.at(-1)?.id ?? null) : file.activeAccountId;
      return { activeAccountId, accounts };
    });
  }
}

/**
 * Which version of the file is on disk: atomic writes give it a new inode, and an edit by hand a
 * new time or size. Null when there is no file to read.
 */
async function stampOf(path: string): Promise<string | null> {
  try {
    const info = await stat(path, { bigint: true });
    return `${info.ino}:${info.mtimeNs}:${info.size}`;
  } catch {
    return null;
  }
}
