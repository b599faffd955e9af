import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { SessionState } from '../../src-shared/bridge/contract';
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

export interface SessionServiceDeps {
  api: CoreApiClient;
  tokens: TokenStore;
  registry: AccountRegistry;
  events: EventSink;
  /** Which server accounts belong to: `embedded` or the team server's origin. */
  serverKey: () => Promise<string>;
}

const EXPIRED_MESSAGE = 'Tu sesión expiró. Vuelve a iniciar sesión.';

const notSignedIn = () =>
  new BridgeError({
    status: 401,
    code: ErrorCode.notAuthenticated,
    message: 'Inicia sesión para continuar.',
  });

/**
 * Signs accounts in and out of this desktop. Tokens go to the keychain and never leave main;
 * what the renderer gets is a `SessionState`.
 */
export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {}

  private async state(): Promise<SessionState> {
    const { activeAccountId, accounts } = await this.deps.registry.read();
    const active = accounts.find((account) => account.id === activeAccountId) ?? null;
    return {
      user: active?.user ?? null,
      activeAccountId: active?.id ?? null,
      accounts: accounts.map(summarize),
    };
  }

  private async active(): Promise<StoredAccount | null> {
    const { activeAccountId, accounts } = await this.deps.registry.read();
    return accounts.find((account) => account.id === activeAccountId) ?? null;
  }

  /** Keeps a fresh sign-in: token to the keychain first, so a failure there signs nobody in. */
  async adopt(answer: AuthAnswer): Promise<SessionState> {
    const account = storedAccountFor(await this.deps.serverKey(), answer.user);
    await this.deps.tokens.set(account.id, answer.token);
    await this.deps.registry.upsertActive(account);
    return this.publish();
  }

  private async publish(): Promise<SessionState> {
    const state = await this.state();
    this.deps.events.emit('sessionChanged', state);
    return state;
  }

  /** The session-expired flow: token dropped, account forgotten, renderer told. */
  private async expire(accountId: string, message: string): Promise<void> {
    await this.deps.tokens.delete(accountId).catch(() => false);
    await this.deps.registry.remove(accountId);
    this.deps.events.emit('sessionExpired', { accountId, message });
    await this.publish();
  }

  /** Runs an authenticated call for the active account; a 401 runs the session-expired flow. */
  async withActiveToken<T>(work: (token: string) => Promise<T>): Promise<T> {
    const account = await this.active();
    if (!account) throw notSignedIn();
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

  private async refreshUser(user: User): Promise<void> {
    const account = storedAccountFor(await this.deps.serverKey(), user);
    await this.deps.registry.refresh(account);
  }

  /** After a save the server's answer is the user: cache it and tell every window. */
  async replaceUser(user: User): Promise<User> {
    await this.refreshUser(user);
    await this.publish();
    return user;
  }

  /**
   * The session at start-up: accounts whose token is gone from the keychain are forgotten; the
   * active account's user is refreshed from the server, or kept from cache when it cannot answer.
   */
  async getSession(): Promise<SessionState> {
    const stored = new Set(await this.deps.tokens.list());
    const { accounts } = await this.deps.registry.read();
    for (const account of accounts) {
      if (!stored.has(account.id)) await this.deps.registry.remove(account.id);
    }
    if (await this.active()) {
      try {
        await this.getProfile();
      } catch (error) {
        const offline = error instanceof BridgeError && error.status === 0;
        const expired = error instanceof BridgeError && error.status === 401;
        if (!offline && !expired) throw error;
      }
    }
    return this.state();
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
    const token = await this.deps.tokens.get(account.id).catch(() => null);
    if (token) {
      // Revoking on the server is best effort: an offline sign-out must still sign out here.
      await this.deps.api.post(ApiPath.logout, {}, { token }).catch(() => undefined);
    }
    await this.deps.tokens.delete(account.id);
    await this.deps.registry.remove(account.id);
    return this.publish();
  }

  /**
   * Forgets the active account here (keychain entry and registry) without asking the server:
   * for when the server already ended it, as deleting the account does.
   */
  async forgetActive(): Promise<SessionState> {
    const account = await this.active();
    if (!account) return this.state();
    await this.deps.tokens.delete(account.id).catch(() => false);
    await this.deps.registry.remove(account.id);
    return this.publish();
  }

  async switchAccount(accountId: string): Promise<SessionState> {
    const { accounts } = await this.deps.registry.read();
    const known = accounts.some((account) => account.id === accountId);
    if (!known || !(await this.deps.tokens.get(accountId))) {
      throw new BridgeError({
        status: 404,
        code: ErrorCode.notFound,
        message: 'Esa cuenta no tiene una sesión abierta en este equipo.',
      });
    }
    await this.deps.registry.setActive(accountId);
    return this.publish();
  }

  async defineRole(input: DefineRoleInput): Promise<SessionState> {
    const user = await this.withActiveToken((token) =>
      this.deps.api.post<User>(ApiPath.defineRole, input, { token }),
    );
    await this.replaceUser(user);
    return this.state();
  }

  async getProfile(): Promise<User> {
    const user = await this.withActiveToken((token) =>
      this.deps.api.get<User>(ApiPath.profile, { token }),
    );
    await this.refreshUser(user);
    return user;
  }
}
