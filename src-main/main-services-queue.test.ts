import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src-server/index';
import { ApiPath } from '../src-shared/api/paths';
import type { BridgeOutcome } from '../src-shared/bridge/bridge-error';
import type { QueuedAction } from '../src-shared/domain/queued-action';
import { MemoryTokenStore } from '../tests/support/memory-token-store';
import { fromTemplate } from '../tests/support/test-database';
import { createDispatcher } from './ipc/dispatcher';
import { createMainServices, type MainServices } from './main-services';
import { recordingProxy, type RecordingProxy } from './offline/action-queue-test-desktop';

const APP = 'app://renderer/index.html';

let team: RunningServer;
let proxy: RecordingProxy;
let services: MainServices;
let userDataDir: string;
const tokens = new MemoryTokenStore();
const events: Array<{ event: string; payload: unknown }> = [];

const unused = async () => {
  throw new Error('not used here');
};

/** The app's main process on `userDataDir`; a second call is the app started again. */
function start(): MainServices {
  return createMainServices({
    ...fromTemplate(),
    userDataDir,
    tokens,
    events: { emit: (event, payload) => events.push({ event, payload }) },
    env: {},
    openExternal: async () => undefined,
    openAuthWindow: unused,
    desktop: {
      kitRenderer: { pdf: unused, png: unused },
      dialogs: {
        chooseSavePath: unused,
        chooseFolder: unused,
        reveal: () => undefined,
        openPath: async () => undefined,
      },
      openFiles: { chooseDraftFiles: async () => [] },
    },
  });
}

beforeAll(async () => {
  team = await startServer({ ...fromTemplate(), rateLimit: { max: 1000, timeWindowMs: 60_000 } });
  proxy = await recordingProxy(team.url);
  userDataDir = await mkdtemp(join(tmpdir(), 'main-queue-'));
  services = start();
});
afterAll(async () => {
  await services?.close();
  await proxy?.close();
  await team?.close().catch(() => undefined);
});

describe('queued actions in the wired app', () => {
  it('queues through the bridge offline, and on reconnect sends before the copies sync', async () => {
    const dispatch = createDispatcher({
      handlers: services.handlers,
      isTrustedSender: (url) => url === APP,
    });
    const call = <T>(method: string, args?: unknown) =>
      dispatch(method, args, APP) as Promise<BridgeOutcome<T>>;
    const { handlers } = services;
    await handlers.saveApiSettings({ apiBaseUrl: proxy.url });
    await handlers.signUp({ email: `cola.${Date.now()}@ejemplo.mx`, password: 'contraseña-1' });
    await handlers.defineRole({ role: 'influencer' });
    await handlers.savePrice({ network: 'instagram', content_type: 'post', price: 500 });
    await expect
      .poll(async () => (await handlers.getSession(undefined)).accounts[0]?.syncedAt ?? null)
      .not.toBeNull();
    await handlers.listPrices(undefined);

    // The team server stops answering.
    proxy.drop = () => 'before';
    await handlers.listPrices(undefined);
    expect((await handlers.getConnectivity(undefined)).online).toBe(false);

    const queued = await call<QueuedAction>('queueAction', {
      kind: 'savePrice',
      args: { network: 'instagram', content_type: 'post', price: 650 },
    });
    expect(queued).toMatchObject({ ok: true, value: { status: 'pending', conflict: null } });
    const id = queued.ok ? queued.value.id : '';
    // Offline, the rate card shows what was typed.
    expect((await handlers.listPrices(undefined)).results[0]?.price).toBe(650);
    // Never queued: anything that is not one of the five safe actions, nor another account's.
    expect(
      await call('queueAction', { kind: 'buyCredits', args: { package_id: 'p' } }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_arguments' } });
    expect(
      await call('queueAction', {
        kind: 'savePrice',
        args: { network: 'instagram', content_type: 'post', price: 1 },
        accountId: 'embedded#otra',
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_arguments' } });
    expect(await call('cancelQueuedAction', { id: 'not-a-uuid' })).toMatchObject({ ok: false });
    expect(await call('listQueuedActions')).toMatchObject({ ok: true, value: [{ id }] });

    // Back: the monitor's probe finds it, the queue goes first, then the copies sync.
    proxy.drop = null;
    proxy.seen.length = 0;
    expect((await handlers.checkConnectivity(undefined)).online).toBe(true);
    await expect.poll(async () => (await handlers.listQueuedActions(undefined)).length).toBe(0);
    await expect
      .poll(() => proxy.seen.some((seen) => seen.method === 'GET' && seen.path === ApiPath.profile))
      .toBe(true);
    const sent = proxy.seen.findIndex((seen) => seen.key === id);
    const firstSyncRead = proxy.seen.findIndex(
      (seen) => seen.method === 'GET' && seen.path === ApiPath.profile,
    );
    expect(sent).toBeGreaterThanOrEqual(0);
    expect(sent).toBeLessThan(firstSyncRead);
    expect(events.filter((e) => e.event === 'queuedActionsChanged').at(-1)?.payload).toEqual([]);
    expect((await handlers.listPrices(undefined)).results[0]?.price).toBe(650);
  });

  it('keeps what was queued across a restart and sends it once the restarted app reaches the server', async () => {
    const { handlers } = services;
    proxy.drop = () => 'before';
    await handlers.listPrices(undefined);
    expect((await handlers.getConnectivity(undefined)).online).toBe(false);
    const queued = await handlers.queueAction({
      kind: 'savePrice',
      args: { network: 'instagram', content_type: 'post', price: 720 },
    });
    // Quit while offline: close waits for what is in flight, the queue stays on disk.
    await services.close();

    proxy.drop = null;
    services = start();
    expect(await services.handlers.listQueuedActions(undefined)).toEqual([queued]);
    await services.warmUp();
    await expect
      .poll(async () => (await services.handlers.listQueuedActions(undefined)).length)
      .toBe(0);
    expect(proxy.seen.filter((seen) => seen.key === queued.id)).toHaveLength(1);
    expect((await services.handlers.listPrices(undefined)).results[0]?.price).toBe(720);
  });
});
