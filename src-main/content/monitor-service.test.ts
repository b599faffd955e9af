import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index';
import { saveMedia } from '../../src-server/networks/media-repository';
import { insertNetwork } from '../../src-server/networks/network-repository';
import { signedIn } from '../../tests/support/signed-in-creator';
import { uniqueWord } from '../../tests/support/unique-word';
import { MonitorService } from './monitor-service';
import { fromTemplate } from '../../tests/support/test-database';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    ...fromTemplate(),
    dataDir: await mkdtemp(join(tmpdir(), 'monitor-api-')),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
});
afterAll(async () => {
  await server?.close();
});

/** A creator's Instagram post, stored the way the media route stores what Graph reports. */
async function creatorPost(caption: string): Promise<string> {
  const { user } = await signedIn(server.url, 'influencer');
  const network = await insertNetwork(
    server.db,
    user.id,
    { network: 'instagram', username: `ig_${uniqueWord()}`, connected: true },
    new Date(),
  );
  const id = `post-${randomUUID()}`;
  await saveMedia(
    server.db,
    network.uuid,
    [
      {
        id,
        media_type: 'IMAGE',
        caption,
        media_url: 'https://cdn.example/0.jpg',
        thumbnail_url: null,
        permalink: `https://www.instagram.com/p/${uniqueWord()}/`,
        timestamp: new Date().toISOString(),
        like_count: 12,
        comments_count: 3,
      },
    ],
    new Date(),
  );
  return id;
}

describe('keyword monitor from main', () => {
  it('opens on the default keyword, tracks a hashtag and shows the creator’s matching post', async () => {
    const { api, session } = await signedIn(server.url, 'brand');
    const monitor = new MonitorService(api, session);
    expect(await monitor.defaultKeyword()).toEqual({ keyword: '#publicidad', source: 'generic' });
    expect(await monitor.keywords()).toEqual({ results: [] });

    const tag = `#${uniqueWord()}`;
    const postId = await creatorPost(`Probando el nuevo sabor ${tag.toUpperCase()} con amigos`);
    const tracked = await monitor.addKeyword({ keyword: tag });
    expect(tracked).toMatchObject({ keyword: tag, kind: 'hashtag' });
    expect((await monitor.keywords()).results).toEqual([tracked]);

    const page = await monitor.posts({});
    expect(page.keywords).toEqual([tag]);
    expect(page.results.map((post) => [post.id, post.matched])).toEqual([[postId, [tag]]]);
    // One keyword by itself, `#` and all, as the query string carries it.
    expect((await monitor.posts({ keyword: tag })).results.map((post) => post.id)).toEqual([
      postId,
    ]);

    expect(await monitor.removeKeyword({ id: tracked.id })).toEqual({ removed: true });
    expect((await monitor.posts({})).keywords).toEqual(['#publicidad']);
  });

  it('is for brand accounts', async () => {
    const { api, session } = await signedIn(server.url, 'influencer');
    await expect(new MonitorService(api, session).keywords()).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });
});
