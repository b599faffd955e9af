import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index';
import { CoreApiClient } from '../api/core-api-client';
import { MemoryTokenStore } from '../../tests/support/memory-token-store';
import type { EventSink } from '../ipc/event-sink';
import { AccountRegistry } from './account-registry';
import { SessionService } from './session-service';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimit: { max: 1000, timeWindowMs: 60_000 } });
});
afterAll(() => server.close());

interface Harness {
  session: SessionService;
  tokens: MemoryTokenStore;
  events: Array<{ event: string; payload: unknown }>;
  dir: string;
}

async function harness(existing?: { dir: string; tokens: MemoryTokenStore }): Promise<Harness> {
  const dir = existing?.dir ?? (await mkdtemp(join(tmpdir(), 'session-')));
  const tokens = existing?.tokens ?? new MemoryTokenStore();
  const events: Harness['events'] = [];
  const sink: EventSink = { emit: (event, payload) => events.push({ event, payload }) };
  const session = new SessionService({
    api: new CoreApiClient({ baseUrl: async () => server.url, retryDelaysMs: [] }),
    tokens,
    registry: new AccountRegistry(dir),
    events: sink,
    serverKey: async () => 'embedded',
  });
  return { session, tokens, events, dir };
}

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
    expect(await h.session.getSession()).toEqual({
      user: null,
      activeAccountId: null,
      accounts: [],
    });
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
});
