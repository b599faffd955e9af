import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CoreApiClient } from '../api/core-api-client';
import { ConnectivityMonitor, healthProbe } from './connectivity-monitor';
import { connectivityRecorder } from './connectivity-recorder';
import {
  allOf,
  diagnoseUnreachable,
  dnsStatus,
  isLoopbackUrl,
  type NetworkStatus,
} from './network-status';

/** An "is online" check a test flips, standing in for Electron's `net.isOnline()`. */
function switchableNetwork(online = true) {
  const network = { online, asked: 0 };
  const status: NetworkStatus = {
    isOnline: async () => {
      network.asked += 1;
      return network.online;
    },
  };
  return { network, status };
}

/** A stand-in core API: answers its health route until stopped. */
async function standInServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"response":"ok"}'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A monitor that probes the stand-in directly but diagnoses as if the server lived at
 * `diagnosedUrl` (a team server on another host), since a stopped server on 127.0.0.1 is
 * always "el servidor no responde".
 */
function monitorFor(serverUrl: string, diagnosedUrl: string, network: NetworkStatus) {
  const { seen, events } = connectivityRecorder();
  const client = new CoreApiClient({
    baseUrl: async () => serverUrl,
    retryDelaysMs: [],
    timeoutMs: 2_000,
  });
  const monitor = new ConnectivityMonitor({
    events,
    delaysMs: [60_000],
    probe: healthProbe(client),
    diagnose: () => diagnoseUnreachable(async () => diagnosedUrl, network),
  });
  return { monitor, seen };
}

describe('telling "no internet" from "the server does not answer"', () => {
  it('says the server does not answer when the network is up and the server is stopped', async () => {
    const server = await standInServer();
    const { status } = switchableNetwork(true);
    const { monitor, seen } = monitorFor(server.url, 'https://api.marca.example', status);
    expect(await monitor.check()).toMatchObject({ online: true, reason: null });
    await server.stop();
    const down = await monitor.check();
    expect(down).toMatchObject({ online: false, reason: 'server_unreachable' });
    expect(seen).toEqual([down]);
    monitor.close();
  });

  it('says there is no internet when the network is down too', async () => {
    const server = await standInServer();
    await server.stop();
    const { status } = switchableNetwork(false);
    const { monitor, seen } = monitorFor(server.url, 'https://api.marca.example', status);
    const down = await monitor.check();
    expect(down).toMatchObject({ online: false, reason: 'network_down' });
    expect(seen.map((change) => change.reason)).toEqual(['network_down']);
    monitor.close();
  });

  it('tells the renderer when the internet comes back but the server still does not answer', async () => {
    const server = await standInServer();
    await server.stop();
    const { network, status } = switchableNetwork(false);
    const { monitor, seen } = monitorFor(server.url, 'https://api.marca.example', status);
    await monitor.check();
    network.online = true;
    await monitor.check();
    // Same reason again: nothing new to tell.
    await monitor.check();
    expect(seen.map((change) => [change.online, change.reason])).toEqual([
      [false, 'network_down'],
      [false, 'server_unreachable'],
    ]);
    monitor.close();
  });

  it('never blames the internet for the embedded API on this computer', async () => {
    const server = await standInServer();
    await server.stop();
    const { network, status } = switchableNetwork(false);
    const { monitor } = monitorFor(server.url, server.url, status);
    expect(await monitor.check()).toMatchObject({ online: false, reason: 'server_unreachable' });
    expect(network.asked).toBe(0);
    monitor.close();
  });

  it('announces an outage found by an app call once, with its reason', async () => {
    const { seen, events } = connectivityRecorder();
    let answer: (reason: 'network_down') => void = () => {};
    const monitor = new ConnectivityMonitor({
      events,
      delaysMs: [60_000],
      probe: async () => false,
      diagnose: () => new Promise((resolve) => (answer = resolve)),
    });
    monitor.report(false);
    expect(monitor.current().online).toBe(false);
    expect(seen).toEqual([]);
    answer('network_down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.map((change) => change.reason)).toEqual(['network_down']);
    monitor.report(true);
    expect(seen.at(-1)).toMatchObject({ online: true, reason: null });
    monitor.close();
  });

  it('stays quiet about an outage that ended before its reason was known', async () => {
    const { seen, events } = connectivityRecorder();
    const monitor = new ConnectivityMonitor({
      events,
      delaysMs: [60_000],
      probe: async () => true,
      diagnose: () => new Promise((resolve) => setTimeout(() => resolve('network_down'), 10)),
    });
    monitor.report(false);
    monitor.report(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seen).toEqual([]);
    expect(monitor.current()).toMatchObject({ online: true, reason: null });
    monitor.close();
  });
});

describe('network checks', () => {
  it('knows which addresses are this computer', () => {
    expect(isLoopbackUrl('http://127.0.0.1:4010')).toBe(true);
    expect(isLoopbackUrl('http://localhost:3000/api')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:8080')).toBe(true);
    expect(isLoopbackUrl('https://api.marca.example')).toBe(false);
    expect(isLoopbackUrl('http://192.168.1.20:4010')).toBe(false);
    expect(isLoopbackUrl('no es una URL')).toBe(false);
  });

  it('counts a DNS answer as online and a failure or a silence as offline', async () => {
    const answered = dnsStatus('example.com', { resolve: async () => ({ address: '1.2.3.4' }) });
    const refused = dnsStatus('example.com', {
      resolve: () => Promise.reject(new Error('ENOTFOUND')),
    });
    const silent = dnsStatus('example.com', {
      timeoutMs: 20,
      resolve: () => new Promise(() => {}),
    });
    expect(await answered.isOnline()).toBe(true);
    expect(await refused.isOnline()).toBe(false);
    expect(await silent.isOnline()).toBe(false);
  });

  it('is online only when every check says so, and a broken check blames the server', async () => {
    const up: NetworkStatus = { isOnline: async () => true };
    const down: NetworkStatus = { isOnline: async () => false };
    expect(await allOf(up, up).isOnline()).toBe(true);
    expect(await allOf(up, down).isOnline()).toBe(false);
    const broken: NetworkStatus = { isOnline: () => Promise.reject(new Error('boom')) };
    expect(await diagnoseUnreachable(async () => 'https://api.marca.example', broken)).toBe(
      'server_unreachable',
    );
  });
});
