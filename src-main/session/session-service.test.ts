import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index';
import { CoreApiClient } from '../api/core-api-client';
import { MemoryTokenStore } from '../../tests/support/memory-token-store';
import type { EventSink } from '../ipc/event-sink';
import { OfflineStore } from '../offline/offline-store';
import { ApiPath } from '../../src-shared/api/paths';
import type { SessionState } from '../../src-shared/bridge/contract';
import type { AuthAnswer } from '../../src-shared/domain/user';
import { AccountRegistry } from './account-registry';
import { SessionService } from './session-service';
import { fromTemplate } from '../../tests/support/test-database';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ ...fromTemplate(), rateLimit: { max: 1000, timeWindowMs: 60_000 } });
});
afterAll(() => server.close());

// Nothing listens on port 9 (discard) here: calls to it fail as a server that does not answer.
const UNREACHABLE = 'http://127.0.0.1:9';

interface Harness {
  session: SessionService;
  tokens: MemoryTokenStore;
  events: Array<{ event: string; payload: unknown }>;
  dir: string;
  offline: OfflineStore;
  activated: string[];
  /** Where the core API is; set to UNREACHABLE to go offline. */
  target: { url: string; serverKey: string };
}

async function harness(existing?: {
  dir: string;
  tokens: MemoryTokenStore;
  /** Calls wait for it, as for a core API still starting. */
  apiReady?: Promise<void>;
}): Promise<Harness> {
  const dir = existing?.dir ?? (await mkdtemp(join(tmpdir(), 'session-')));
  const tokens = existing?.tokens ?? new MemoryTokenStore();
  const events: Harness['events'] = [];
  const sink: EventSink = { emit: (event, payload) => events.push({ event, payload }) };
  const offline = new OfflineStore(dir);
  const activated: string[] = [];
  const target = { url: server.url, serverKey: 'embedded' };
  const session = new SessionService({
    api: new CoreApiClient({
      baseUrl: async () => {
        await existing?.apiReady;
        return target.url;
      },
      retryDelaysMs: [],
    }),
    tokens,
    registry: new AccountRegistry(dir),
    events: sink,
    serverKey: async () => target.serverKey,
    hooks: {
      activated: (accountId) => activated.push(accountId),
      forgotten: (accountId) => offline.remove(accountId),
    },
  });
  return { session, tokens, events, dir, offline, activated, target };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** A sign-in of the same person elsewhere (another device), straight against the core API. */
async function signInElsewhere(email: string, password: string): Promise<string> {
  const answer = await fetch(`${server.url}${ApiPath.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await answer.json()) as { response: AuthAnswer }).response.token;
}

const profileStatus = async (token: string) =>
  (
    await fetch(`${server.url}${ApiPath.profile}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).status;

let counter = 0;
const credentials = () => ({
  email: `persona${++counter}.${Date.now()}@ejemplo.mx`,
  password: 'contraseña-1',
});

describe('session service', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harness();
  });

  it('signs up: token in the keychain, user in the state, never the token', async () => {
    const who = credentials();
    const state = await h.session.signUp(who);
    expect(state.user?.email).toBe(who.email);
    expect(state.user?.role).toBeNull();
    expect(state.accounts).toHaveLength(1);
    expect(await h.tokens.list()).toEqual([state.activeAccountId]);
    const token = await h.tokens.get(state.activeAccountId!);
    expect(JSON.stringify(state)).not.toContain(token!);
    expect(h.events.map((e) => e.event)).toEqual(['sessionChanged']);
  });

  it('keeps the session across a restart on the same folder and keychain', async () => {
    const who = credentials();
    await h.session.signUp(who);
    await h.session.defineRole({ role: 'brand' });
    const restarted = await harness({ dir: h.dir, tokens: h.tokens });
    const state = await restarted.session.getSession();
    expect(state.user).toMatchObject({ email: who.email, role: 'brand' });
  });

  describe('at start-up, with the core API still starting', () => {
    /** A restart on the same folder and keychain whose core API answers once `start()` runs. */
    async function restartWhileApiStarts(of: Harness) {
      let start = () => {};
      const apiReady = new Promise<void>((resolve) => (start = resolve));
      const restarted = await harness({ dir: of.dir, tokens: of.tokens, apiReady });
      return { restarted, start };
    }

    const renameOnServer = async (token: string, first_name: string) => {
      const answer = await fetch(`${server.url}${ApiPath.profile}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          first_name,
          last_name: 'Torres',
          birthday: '1990-01-01',
          question_text: 'Viajes y cocina.',
        }),
      });
      expect(answer.status).toBe(200);
    };

    it('answers from this desktop at once and brings the server’s user in behind it', async () => {
      await h.session.signUp(credentials());
      const state = await h.session.defineRole({ role: 'influencer' });
      const id = state.activeAccountId!;
      await renameOnServer((await h.tokens.get(id))!, 'Cambiada');
      const { restarted, start } = await restartWhileApiStarts(h);

      const answered = await restarted.session.getSession();
      expect(answered).toMatchObject({ activeAccountId: id, user: { first_name: '' } });
      expect(restarted.activated).toEqual([id]);

      start();
      await restarted.session.startupRefresh();
      const changed = restarted.events.filter((e) => e.event === 'sessionChanged').at(-1);
      expect((changed?.payload as SessionState).user?.first_name).toBe('Cambiada');
      expect((await restarted.session.getSession()).user?.first_name).toBe('Cambiada');
    });

    it('tells no window anything when the server has nothing new', async () => {
      await h.session.signUp(credentials());
      const { restarted, start } = await restartWhileApiStarts(h);
      await restarted.session.getSession();
      start();
      await restarted.session.startupRefresh();
      expect(restarted.events).toEqual([]);
    });

    it('keeps a save made while the refresh was out', async () => {
      const state = await h.session.signUp(credentials());
      const { restarted, start } = await restartWhileApiStarts(h);
      await restarted.session.getSession();
      await restarted.session.replaceUser({ ...state.user!, first_name: 'Guardada' });
      start();
      await restarted.session.startupRefresh();
      expect((await restarted.session.getSession()).user?.first_name).toBe('Guardada');
    });

    it('signs out an account whose token the server refuses, after the first answer', async () => {
      const state = await h.session.signUp(credentials());
      const id = state.activeAccountId!;
      await fetch(`${server.url}${ApiPath.logout}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await h.tokens.get(id)}` },
      });
      const { restarted, start } = await restartWhileApiStarts(h);
      expect((await restarted.session.getSession()).activeAccountId).toBe(id);

      start();
      await restarted.session.startupRefresh();
      expect(restarted.events.map((e) => e.event)).toContain('sessionExpired');
      expect(await restarted.session.getSession()).toMatchObject({
        user: null,
        activeAccountId: null,
      });
      expect(await h.tokens.list()).toEqual([]);
    });

    it('keeps the copy when the core API never answers', async () => {
      const state = await h.session.signUp(credentials());
      const { restarted, start } = await restartWhileApiStarts(h);
      restarted.target.url = UNREACHABLE;
      await restarted.session.getSession();
      start();
      await restarted.session.startupRefresh();
      expect((await restarted.session.getSession()).activeAccountId).toBe(state.activeAccountId);
      expect(restarted.events).toEqual([]);
    });
  });

  it('runs the session-expired flow when the server refuses the token', async () => {
    const state = await h.session.signUp(credentials());
    const token = await h.tokens.get(state.activeAccountId!);
    await fetch(`${server.url}/api/v1/accounts/logout/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    await expect(h.session.getProfile()).rejects.toMatchObject({ status: 401 });
    expect(await h.tokens.list()).toEqual([]);
    expect(h.events.map((e) => e.event)).toContain('sessionExpired');
    expect((await h.session.getSession()).user).toBeNull();
  });

  it('forgets an account whose token is gone from the keychain', async () => {
    const state = await h.session.signUp(credentials());
    await h.tokens.delete(state.activeAccountId!);
    await h.offline.write(state.activeAccountId!, { user: state.user });
    expect(await h.session.getSession()).toEqual({
      user: null,
      activeAccountId: null,
      accounts: [],
    });
    expect(await h.offline.read(state.activeAccountId!)).toBeNull();
  });

  it('holds several accounts, switches without the server, signs out one at a time', async () => {
    const first = await h.session.signUp(credentials());
    const second = await h.session.signUp(credentials());
    expect(second.accounts).toHaveLength(2);
    expect(second.activeAccountId).not.toBe(first.activeAccountId);

    const switched = await h.session.switchAccount(first.activeAccountId!);
    expect(switched.user?.email).toBe(first.user?.email);
    await expect(h.session.switchAccount('embedded#nobody')).rejects.toMatchObject({ status: 404 });

    const afterSignOut = await h.session.signOut();
    expect(afterSignOut.activeAccountId).toBe(second.activeAccountId);
    expect(await h.tokens.list()).toEqual([second.activeAccountId]);
  });

  it('writes nothing when the server refuses a sign-in', async () => {
    const who = credentials();
    await h.session.signUp(who);
    await h.session.signOut();
    await expect(h.session.signIn({ ...who, password: 'equivocada-1' })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    await expect(h.session.signUp(who)).rejects.toMatchObject({
      status: 409,
      code: 'email_in_use',
    });
    expect(await h.tokens.list()).toEqual([]);
    expect((await h.session.getSession()).accounts).toEqual([]);
  });

  it('signs out any one account, revoking its token, keeping the active one active', async () => {
    const first = await h.session.signUp(credentials());
    const firstId = first.activeAccountId!;
    const firstToken = (await h.tokens.get(firstId))!;
    await h.offline.write(firstId, { user: first.user });
    const second = await h.session.signUp(credentials());

    const state = await h.session.signOutAccount(firstId);
    expect(state.activeAccountId).toBe(second.activeAccountId);
    expect(state.accounts.map((account) => account.id)).toEqual([second.activeAccountId]);
    expect(await h.tokens.list()).toEqual([second.activeAccountId]);
    expect(await profileStatus(firstToken)).toBe(401);
    expect(await exists(h.offline.folderFor(firstId))).toBe(false);
    expect(h.events.at(-1)).toEqual({ event: 'sessionChanged', payload: state });

    await expect(h.session.signOutAccount(firstId)).rejects.toMatchObject({ status: 404 });
  });

  it('signs out everywhere: every device of that person, then forgets the account here', async () => {
    const who = credentials();
    const signedUp = await h.session.signUp(who);
    const elsewhere = await signInElsewhere(who.email, who.password);
    const stranger = await h.session.signUp(credentials());
    await h.session.switchAccount(signedUp.activeAccountId!);

    const state = await h.session.signOutEverywhere();
    expect(await profileStatus(elsewhere)).toBe(401);
    expect(state.accounts.map((account) => account.id)).toEqual([stranger.activeAccountId]);
    expect(state.activeAccountId).toBe(stranger.activeAccountId);
    expect(await profileStatus((await h.tokens.get(stranger.activeAccountId!))!)).toBe(200);
  });

  it('refuses to sign out everywhere offline, and forgets nothing', async () => {
    const signedUp = await h.session.signUp(credentials());
    h.target.url = UNREACHABLE;
    await expect(h.session.signOutEverywhere()).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
    expect(await h.tokens.list()).toEqual([signedUp.activeAccountId]);
    expect((await h.session.getSession()).activeAccountId).toBe(signedUp.activeAccountId);
  });

  it('switches offline (no round trip) and tells the hook which account became active', async () => {
    const first = await h.session.signUp(credentials());
    const second = await h.session.signUp(credentials());
    h.target.url = UNREACHABLE;
    const switched = await h.session.switchAccount(first.activeAccountId!);
    expect(switched.user?.email).toBe(first.user?.email);
    expect(h.activated).toEqual([
      first.activeAccountId,
      second.activeAccountId,
      first.activeAccountId,
    ]);
    const restarted = await h.session.getSession();
    expect(restarted.activeAccountId).toBe(first.activeAccountId);
    expect(h.activated.at(-1)).toBe(first.activeAccountId);
  });

  it('calls the server with a chosen account’s own token, and expires only that account', async () => {
    const first = await h.session.signUp(credentials());
    const second = await h.session.signUp(credentials());
    const firstId = first.activeAccountId!;
    const user = await h.session.withAccountToken(firstId, (token) =>
      fetch(`${server.url}${ApiPath.profile}`, {
        headers: { Authorization: `Bearer ${token}` },
      }).then((answer) => answer.json() as Promise<{ response: { email: string } }>),
    );
    expect(user.response.email).toBe(first.user?.email);

    await fetch(`${server.url}${ApiPath.logout}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await h.tokens.get(firstId)}` },
    });
    const api = new CoreApiClient({ baseUrl: async () => server.url, retryDelaysMs: [] });
    await expect(
      h.session.withAccountToken(firstId, (token) => api.get(ApiPath.profile, { token })),
    ).rejects.toMatchObject({ status: 401 });
    const state = await h.session.getSession();
    expect(state.accounts.map((account) => account.id)).toEqual([second.activeAccountId]);
    expect(h.events.some((e) => e.event === 'sessionExpired')).toBe(true);
  });

  it('shows only the accounts of the server settings point at', async () => {
    const embedded = await h.session.signUp(credentials());
    h.target.serverKey = 'https://equipo.ejemplo.mx';
    const elsewhere = await h.session.getSession();
    expect(elsewhere).toEqual({ user: null, activeAccountId: null, accounts: [] });
    await expect(h.session.switchAccount(embedded.activeAccountId!)).rejects.toMatchObject({
      status: 404,
    });
    h.target.serverKey = 'embedded';
    expect((await h.session.getSession()).activeAccountId).toBe(embedded.activeAccountId);
  });

  it('never sends a window an older session after a newer one', async () => {
    const h = await harness();
    const { user } = await h.session.signUp(credentials());
    // A publish whose read of the accounts finishes last, though it read them first.
    // The first read called is the one held, whenever its file read ends.
    class SlowFirstRead extends AccountRegistry {
      release = () => {};
      private held = false;
      private heldStarted = () => {};
      readonly holding = new Promise<void>((resolve) => (this.heldStarted = resolve));
      override async read() {
        const hold = !this.held;
        this.held = true;
        const file = await super.read();
        if (hold) {
          await new Promise<void>((resolve) => {
            this.release = resolve;
            this.heldStarted();
          });
        }
        return file;
      }
    }
    const registry = new SlowFirstRead(h.dir);
    const events: Harness['events'] = [];
    const session = new SessionService({
      api: new CoreApiClient({ baseUrl: async () => server.url, retryDelaysMs: [] }),
      tokens: h.tokens,
      registry,
      events: { emit: (event, payload) => events.push({ event, payload }) },
      serverKey: async () => 'embedded',
    });
    const older = session.publish();
    await registry.holding;
    await session.replaceUser({ ...user!, first_name: 'Renombrada' });
    registry.release();
    expect((await older).user?.first_name).toBe('');
    expect(events.map(({ payload }) => (payload as SessionState).user?.first_name)).toEqual([
      'Renombrada',
    ]);
  });

  it('keeps when each account was last synced, across a fresh answer of its user', async () => {
    const state = await h.session.signUp(credentials());
    const id = state.activeAccountId!;
    expect(state.accounts[0]?.syncedAt).toBeNull();
    await h.session.noteSynced(id, '2030-01-02T03:04:05.000Z', state.user);
    await h.session.getProfile();
    const after = await h.session.getSession();
    expect(after.accounts[0]?.syncedAt).toBe('2030-01-02T03:04:05.000Z');
    expect(h.events.at(-1)?.event).toBe('sessionChanged');
  });
});
