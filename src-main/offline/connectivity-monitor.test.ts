import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../src-server/index';
import { CoreApiClient } from '../api/core-api-client';
import { ConnectivityMonitor, healthProbe } from './connectivity-monitor';
import { connectivityRecorder } from './connectivity-recorder';
import { fromTemplate } from '../../tests/support/test-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const clientFor = (url: string) =>
  new CoreApiClient({ baseUrl: async () => url, retryDelaysMs: [], timeoutMs: 2_000 });

describe('connectivity monitor', () => {
  it('tells the renderer only when reachability changes', () => {
    const { seen, events } = connectivityRecorder();
    const monitor = new ConnectivityMonitor({ probe: async () => false, events });
    monitor.report(true);
    monitor.report(false);
    monitor.report(false);
    monitor.report(true);
    expect(seen.map((change) => change.online)).toEqual([false, true]);
    expect(monitor.current().online).toBe(true);
    monitor.close();
  });

  it('probes with growing pauses while offline and stops once the core API answers', async () => {
    const { seen, events } = connectivityRecorder();
    const probes: number[] = [];
    const started = Date.now();
    const monitor = new ConnectivityMonitor({
      events,
      delaysMs: [20, 60, 120],
      probe: async () => {
        probes.push(Date.now() - started);
        return probes.length >= 4;
      },
    });
    monitor.report(false);
    await sleep(20 + 60 + 120 + 120 + 150);
    expect(probes).toHaveLength(4);
    const gaps = probes.map((at, i) => at - (probes[i - 1] ?? 0));
    expect(gaps[1]).toBeGreaterThanOrEqual(55);
    expect(gaps[2]).toBeGreaterThanOrEqual(115);
    expect(gaps[3]).toBeGreaterThanOrEqual(115);
    expect(seen.map((change) => change.online)).toEqual([false, true]);
    await sleep(200);
    expect(probes).toHaveLength(4);
    monitor.close();
  });

  it('checks the real core API on demand and stops probing when closed', async () => {
    const server = await startServer({ ...fromTemplate() });
    const { seen, events } = connectivityRecorder();
    let probes = 0;
    const probe = healthProbe(clientFor(server.url));
    const monitor = new ConnectivityMonitor({
      events,
      delaysMs: [30],
      probe: () => {
        probes += 1;
        return probe();
      },
    });
    expect((await monitor.check()).online).toBe(true);
    await server.close();
    const offline = await monitor.check();
    expect(offline.online).toBe(false);
    expect(Date.parse(offline.checked_at)).toBeGreaterThan(Date.now() - 5_000);
    expect(seen).toEqual([offline]);
    monitor.close();
    const before = probes;
    await sleep(100);
    expect(probes).toBe(before);
  });

  it('counts any HTTP answer as reachable, even an error', async () => {
    const broken = createServer((_request, response) => response.writeHead(500).end('caído'));
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
    expect(await healthProbe(clientFor(url))()).toBe(true);
    await new Promise((resolve) => broken.close(resolve));
    expect(await healthProbe(clientFor(url))()).toBe(false);
  });
});
