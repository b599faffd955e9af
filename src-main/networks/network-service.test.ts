import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { startServer, type RunningServer } from '../../src-server/index';
import { signedInCreator } from '../../tests/support/signed-in-creator';
import { NetworkService } from './network-service';
import { fromTemplate } from '../../tests/support/test-database';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    ...fromTemplate(),
    dataDir: await mkdtemp(join(tmpdir(), 'network-service-api-')),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('network history from main', () => {
  it('answers every reading of a connection, newest first, a page at a time', async () => {
    const { api, session } = await signedInCreator(server.url);
    const networks = new NetworkService(api, session);
    const added = await networks.add({
      network: 'instagram',
      username: `ig_${randomUUID().slice(0, 8)}`,
      followers: 1200,
    });
    const { uuid } = added.user_network;
    await networks.update({
      uuid,
      connection: { network: 'instagram', username: added.user_network.username, followers: 1350 },
    });

    const history = await networks.history({ uuid });
    expect(history).toMatchObject({ count: 2, page: 1 });
    expect(history.results.map((reading) => [reading.followers, reading.source])).toEqual([
      [1350, 'manual'],
      [1200, 'manual'],
    ]);
    expect(history.results[0]?.values).toEqual({ followers_count: 1350 });
    // The page number travels as the query string's `page`.
    expect((await networks.history({ uuid, page: 2 })).results).toEqual([]);

    const [listed] = (await networks.list()).results;
    expect(listed?.trend.points.map((point) => point.followers)).toEqual([1200, 1350]);
  });

  it("refuses someone else's connection as not found", async () => {
    const owner = await signedInCreator(server.url);
    const added = await new NetworkService(owner.api, owner.session).add({
      network: 'tiktok',
      username: `tt_${randomUUID().slice(0, 8)}`,
      followers: 10,
    });
    const other = await signedInCreator(server.url);
    const failure = await new NetworkService(other.api, other.session)
      .history({ uuid: added.user_network.uuid })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BridgeError);
    expect(failure).toMatchObject({ status: 404, code: 'not_found' });
  });
});
