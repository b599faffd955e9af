import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index';
import { CoreApiClient } from '../api/core-api-client';
import { HashtagService } from './hashtag-service';
import { fromTemplate } from '../../tests/support/test-database';

let server: RunningServer;
let hashtags: HashtagService;

beforeAll(async () => {
  server = await startServer({
    ...fromTemplate(),
    dataDir: await mkdtemp(join(tmpdir(), 'hashtags-api-')),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
  // Nobody signs in: the route is public.
  hashtags = new HashtagService(
    new CoreApiClient({ baseUrl: async () => server.url, retryDelaysMs: [] }),
  );
});
afterAll(async () => {
  await server?.close();
});

describe('hashtag suggestions from main', () => {
  it('suggests tags for what was typed, without case or accents', async () => {
    const { results } = await hashtags.suggest({ tag: 'VIAJ' });
    expect(results.map((result) => result.tag)).toContain('viajes');
    expect((await hashtags.suggest({ tag: 'mexico' })).results.map((r) => r.tag)).toContain(
      'méxico',
    );
  });

  it('cancels the request still in flight when the user types on', async () => {
    const first = hashtags.suggest({ tag: 'pla' });
    const second = hashtags.suggest({ tag: 'playa' });
    await expect(first).rejects.toMatchObject({ code: 'request_cancelled' });
    expect((await second).results.map((result) => result.tag)).toContain('playa');
  });

  it('passes the core API’s refusal of a query with symbols', async () => {
    await expect(hashtags.suggest({ tag: '$%&' })).rejects.toMatchObject({
      status: 400,
      code: 'validation_error',
      fields: { tag: [expect.stringContaining('letras, números y guion bajo')] },
    });
  });
});
