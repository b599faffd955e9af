import { isDeepStrictEqual } from 'node:util';
import { ApiPath } from '../../src-shared/api/paths';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { AccountSummary, SessionState } from '../../src-shared/bridge/contract';
import type { Credentials, DefineRoleInput } from '../../src-shared/schemas/auth';
import type { AuthAnswer, User } from '../../src-shared/domain/user';
import type { CoreApiClient } from '../api/core-api-client';
import type { TokenStore } from '../keychain/token-store';
import type { EventSink } from '../ipc/event-sink';
import {
  type AccountRegistry,
  type StoredAccount,
  storedAccountFor,
  summarize,
} from './account-registry';
import type { OrganizationChange } from './organization-names';
import { notSignedIn, unknownAccount } from './session-errors';

export interface SessionServiceDeps {
  api: CoreApiClient;
  tokens: TokenStore;
  registry: AccountRegistry;
  events: EventSink;
  /** Which server accounts belong to: `embedded` or the team server's origin. */
  serverKey: () => Promise<string>;
  hooks?: SessionHooks;
}

/** What else must happen when an account becomes active or is forgotten (offline copies). */
export interface SessionHooks {
  /**
   * Signed in, switched to, or found active at start-up; must not block (sync in background).
   * `switched` says the person moved between accounts already signed in here.
   */
  activated(accountId: string, how?: 'switched'): void;
  /** Forgotten on this desktop for any reason: its local data goes too. */
  forgotten(accountId: string): Promise<void>;
}

interface VisibleAccounts {
  active: StoredAccount | null;
  accounts: StoredAccount[];
}

const EXPIRED_MESSAGE = 'Tu sesión expiró. Vuelve a iniciar sesión.';

/**
 * Signs accounts in and out of this desktop. Tokens go to the keychain and never leave main;
 * what the renderer gets is a `SessionState`.
 */
export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {}

  /**
   * The accounts of the server settings point at. Accounts of another server stay in the registry
   * but are hidden (and never used) until settings point back at it. When the registry's active
   * account is hidden, the most recently added visible one stands in.
   */
  private async visible(): Promise<VisibleAccounts> {
    const server = await this.deps.serverKey();
    const file = await this.deps.registry.read();
    const accounts = file.accounts.filter((account) => account.server === server);
    const active =
      accounts.find((account) => account.id === file.activeAccountId) ?? accounts.at(-1) ?? null;
    return { active, accounts };
  }

  private async state(): Promise<SessionState> {
    const { active, accounts } = await this.visible();
    return {
      user: active?.user ?? null,
      activeAccountId: active?.id ?? null,
      accounts: accounts.map(summarize),
    };
  }

  private async active(): Promise<StoredAccount | null> {
    return (await this.visible()).active;
  }

  /** The active account's id, or null when nobody is signed in on this server. */
  async activeAccountId(): Promise<string | null> {
    return (await this.active())?.id ?? null;
  }

  /** Every account signed in on the current server, the active one included. */
  async accountIds(): Promise<string[]> {
    return (await this.visible()).accounts.map((account) => account.id);
  }

  /** Every account signed in on the current server as the windows see it (the agency desk). */
  async accounts(): Promise<AccountSummary[]> {
    return (await this.visible()).accounts.map(summarize);
  }

  /** A signed-in account of the current server, or null. */
  async findAccount(accountId: string): Promise<StoredAccount | null> {
    return (await this.visible()).accounts.find((account) => account.id === accountId) ?? null;
  }

  /** Keeps a fresh sign-in: token to the keychain first, so a failure there signs nobody in. */
  async adopt(answer: AuthAnswer): Promise<SessionState> {
    const account = storedAccountFor(await this.deps.serverKey(), answer.user);
    await this.deps.tokens.set(account.id, answer.token);
    await this.deps.registry.upsertActive(account);
    this.bumpUserRevision(account.id);
    const state = await this.publish();
    this.deps.hooks?.activated(account.id);
    return state;
  }

  /** Publishes started so far; the latest one's state is the newest (see publish). */
  private publishes = 0;

  /**
   * Tells every window the current session (after a change of accounts or of server). Reads of
   * the registry are not queued, so an earlier publish (a sync finishing) can read before a role
   * choice was stored and answer after the publish that followed it: its older state is then
   * not sent, or the windows would end on it (the new creator sent back to choose a role).
   */
  async publish(): Promise<SessionState> {
    const publish = ++this.publishes;
    const state = await this.state();
    if (publish === this.publishes) this.deps.events.emit('sessionChanged', state);
    return state;
  }

  /** Drops an account from this desktop: keychain entry, registry entry, offline copy. */
  private async forget(accountId: string): Promise<void> {
    await this.deps.tokens.delete(accountId).catch(() => false);
    await this.forgetLocally(accountId);
  }

  private async forgetLocally(accountId: string): Promise<void> {
    await this.deps.registry.remove(accountId);
    // The account is gone either way; a copy that could not be removed now is not worth failing.
    await this.deps.hooks?.forgotten(accountId).catch((error: unknown) => {
      console.error('[session] could not remove the offline copy', error);
    });
  }

  /** The session-expired flow: token dropped, account forgotten, renderer told. */
  private async expire(accountId: string, message: string): Promise<void> {
    await this.forget(accountId);
    this.deps.events.emit('sessionExpired', { accountId, message });
    await this.publish();
  }

  /** Runs an authenticated call for the active account; a 401 runs the session-expired flow. */
  async withActiveToken<T>(work: (token: string) => Promise<T>): Promise<T> {
    const account = await this.active();
    if (!account) throw notSignedIn();
    return this.withToken(account, work);
  }

  /**
   * Runs an authenticated call for any signed-in account of this server (a background sync, a
   * batch export); a 401 runs the session-expired flow for that account.
   */
  async withAccountToken<T>(accountId: string, work: (token: string) => Promise<T>): Promise<T> {
    const account = await this.findAccount(accountId);
    if (!account) throw unknownAccount();
    return this.withToken(account, work);
  }

  private async withToken<T>(
    account: StoredAccount,
    work: (token: string) => Promise<T>,
  ): Promise<T> {
    const token = await this.deps.tokens.get(account.id);
    if (!token) {
      await this.expire(account.id, EXPIRED_MESSAGE);
      throw notSignedIn();
    }
    try {
      return await work(token);
    } catch (error) {
      if (error instanceof BridgeError && error.status === 401) {
        await this.expire(account.id, error.message || EXPIRED_MESSAGE);
      }
      throw error;
    }
  }

  /**
   * How many times each account's user was stored here. A background sync reads the user before
   * its other reads; if a save or a role choice stored a newer user meanwhile, the sync must not
   * put the older one back (a sign-up's first sync once undid the role just chosen).
   */
  private readonly userRevisions = new Map<string, number>();

  userRevision(accountId: string): number {
    return this.userRevisions.get(accountId) ?? 0;
  }

  private bumpUserRevision(accountId: string): void {
    this.userRevisions.set(accountId, this.userRevision(accountId) + 1);
  }

  private async refreshUser(user: User): Promise<void> {
    const account = storedAccountFor(await this.deps.serverKey(), user);
    // Bumped before the write: a sync that checks the revision while this write is pending must
    // already see its copy as older, or its write, queued after this one, puts the old user back.
    this.bumpUserRevision(account.id);
    await this.deps.registry.refresh(account);
  }

  /** After a save the server's answer is the user: cache it and tell every window. */
  async replaceUser(user: User): Promise<User> {
    await this.refreshUser(user);
    await this.publish();
    return user;
  }

  /**
   * The session at start-up: accounts whose token is gone from the keychain are forgotten. The
   * active account answers from its copy on this desktop at once, so the workspace shows while
   * the core API is still starting (0.5–2 s for the embedded one); its user is refreshed from the
   * server behind it (`refreshActiveUser`).
   */
  async getSession(): Promise<SessionState> {
    const stored = new Set(await this.deps.tokens.list());
    const { accounts } = await this.deps.registry.read();
    for (const account of accounts) {
      if (!stored.has(account.id)) await this.forget(account.id);
    }
    // Every stored account holds its user (the registry's schema requires it).
    const active = await this.active();
    if (active) this.refreshing = this.refreshActiveUser(active.id);
    const state = await this.state();
    if (state.activeAccountId) this.deps.hooks?.activated(state.activeAccountId);
    return state;
  }

  async signUp(credentials: Credentials): Promise<SessionState> {
    return this.adopt(await this.deps.api.post<AuthAnswer>(ApiPath.register, credentials));
  }

  async signIn(credentials: Credentials): Promise<SessionState> {
    return this.adopt(await this.deps.api.post<AuthAnswer>(ApiPath.login, credentials));
  }

  async signInWithIdentityToken(
    path: typeof ApiPath.googleLogin | typeof ApiPath.facebookLogin,
    body: Record<string, string>,
  ): Promise<SessionState> {
    return this.adopt(await this.deps.api.post<AuthAnswer>(path, body));
  }

  /** Signs the active account out here and on the server; the next account becomes active. */
  async signOut(): Promise<SessionState> {
    const account = await this.active();
    if (!account) return this.state();
    return this.signOutOf(account);
  }

  /** Signs one account out, active or not; another active account stays active. */
  async signOutAccount(accountId: string): Promise<SessionState> {
    const account = await this.findAccount(accountId);
    if (!account) throw unknownAccount();
    return this.signOutOf(account);
  }

  private async signOutOf(account: StoredAccount): Promise<SessionState> {
    const token = await this.deps.tokens.get(account.id).catch(() => null);
    if (token) {
      // Revoking on the server is best effort: an offline sign-out must still sign out here.
      await this.deps.api.post(ApiPath.logout, {}, { token }).catch(() => undefined);
    }
    await this.deps.tokens.delete(account.id);
    await this.forgetLocally(account.id);
    return this.publish();
  }

  /**
   * Ends every session of the active account on every device, then forgets it here. Unlike a
   * sign-out this needs the server: offline it fails and nothing is forgotten, since the other
   * devices would stay signed in.
   */
  async signOutEverywhere(): Promise<SessionState> {
    const account = await this.active();
    if (!account) throw notSignedIn();
    await this.withToken(account, (token) =>
      this.deps.api.post<{ revoked: number }>(ApiPath.logoutAll, {}, { token }),
    );
    // That account, not whichever is active by now (a switch may have happened meanwhile).
    await this.forget(account.id);
    return this.publish();
  }

  /**
   * Forgets the active account here (keychain entry and registry) without asking the server:
   * for when the server already ended it, as deleting the account does.
   */
  async forgetActive(): Promise<SessionState> {
    const account = await this.active();
    if (!account) return this.state();
    await this.forget(account.id);
    return this.publish();
  }

  /** Local only (registry and keychain, no server): quick, and it works offline. */
  async switchAccount(accountId: string): Promise<SessionState> {
    const known = await this.findAccount(accountId);
    if (!known || !(await this.deps.tokens.get(accountId))) throw unknownAccount();
    await this.deps.registry.setActive(accountId);
    const state = await this.publish();
    this.deps.hooks?.activated(accountId, 'switched');
    return state;
  }

  /** A finished sync of an account: its age and fresh user go to the registry and the windows. */
  /**
   * A sync of the account finished. `user` is what it read, at `userRevision` (see
   * userRevisions): kept only when no newer user was stored since.
   */
  async noteSynced(
    accountId: string,
    syncedAt: string,
    user: User | null,
    userRevision = this.userRevision(accountId),
  ): Promise<void> {
    if (!(await this.findAccount(accountId))) return;
    const current = userRevision === this.userRevision(accountId);
    await this.deps.registry.markSynced(accountId, syncedAt, current ? user : null);
    await this.publish();
  }

  /**
   * Main read or saved a brand account's company or brands: the account is named after them from
   * now on, and the windows hear of it when its name changed.
   */
  async noteOrganization(accountId: string, change: OrganizationChange): Promise<void> {
    if (!(await this.findAccount(accountId))) return;
    if (await this.deps.registry.noteOrganization(accountId, change)) await this.publish();
  }

  async defineRole(input: DefineRoleInput): Promise<SessionState> {
    const user = await this.withActiveToken((token) =>
      this.deps.api.post<User>(ApiPath.defineRole, input, { token }),
    );
    await this.replaceUser(user);
    return this.state();
  }

  /** The start-up refresh `getSession` left running; settles, never fails. */
  private refreshing: Promise<void> = Promise.resolve();

  /** Settles once the start-up refresh of the active user has landed or given up. */
  startupRefresh(): Promise<void> {
    return this.refreshing;
  }

  /**
   * Reads the active user from the server and tells every window when it changed. A save made
   * while the read was out stored a newer user: the read's older one is then dropped. Offline the
   * copy stays; a refused token has already run the session-expired flow (`withToken`).
   */
  private async refreshActiveUser(accountId: string): Promise<void> {
    const revision = this.userRevision(accountId);
    try {
      const user = await this.withAccountToken(accountId, (token) =>
        this.deps.api.get<User>(ApiPath.profile, { token }),
      );
      const cached = (await this.findAccount(accountId))?.user;
      if (this.userRevision(accountId) !== revision) return;
      if (isDeepStrictEqual(cached, user)) return;
      await this.refreshUser(user);
      await this.publish();
    } catch (error) {
      // No server, or a refused token: the two answers a start-up read of the user lives with.
      const expected = error instanceof BridgeError && (error.status === 0 || error.status === 401);
      if (!expected) console.warn('[session] start-up refresh failed', error);
    }
  }

  async getProfile(): Promise<User> {
    const user = await this.withActiveToken((token) =>
      this.deps.api.get<User>(ApiPath.profile, { token }),
    );
    await this.refreshUser(user);
    return user;
  }
}
