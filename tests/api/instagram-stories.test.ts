import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath, STORIES_SERVICE_PREFIX, StoriesPath } from '../../src-shared/api/paths';
import type { DownloadedStory, InstagramStory } from '../../src-shared/domain/instagram-story';
import type { AddNetworkAnswer, SocialAuthorizeAnswer } from '../../src-shared/domain/network';
import {
  facebookSettings,
  startFacebookGraph,
  type FacebookGraphStandIn,
  type StandInFile,
  type StandInPage,
  type StandInStory,
} from '../fixtures/facebook-graph';
import { storyJpeg, storyVideo } from '../fixtures/story-files';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { followSignInWindow } from './harness/oauth-window';
import { startTestServer, type TestServer } from './harness/test-server';

const unique = () => randomUUID().slice(0, 8);
const HOUR = 3_600_000;

let graph: FacebookGraphStandIn;
beforeAll(async () => {
  graph = await startFacebookGraph();
});
afterAll(async () => {
  await graph?.close();
});

describeEngines('Instagram stories (social/download-stories/, /v2/historias/{id})', (engine) => {
  let server: TestServer;
  let bare: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      facebook: facebookSettings(graph),
    });
    bare = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
    await bare?.close();
  });

  /** A creator whose Instagram account (behind a Facebook Page) has these stories, connected. */
  async function creatorWithStories(stories: StandInStory[]) {
    const creator = await registerWithRole(server);
    const id = unique();
    const facebookUser = String(Number.parseInt(id, 16));
    const page: StandInPage = {
      id: `page-${id}`,
      name: `Página ${id}`,
      followers_count: 100,
      instagram: {
        id: `1784${facebookUser}`,
        username: `creadora_${id}`,
        followers_count: 50,
        stories,
      },
    };
    graph.setPages(facebookUser, [page]);
    graph.setDialogUser({ id: facebookUser, name: 'Creadora' });
    const state = randomBytes(16).toString('base64url');
    const authorize = await server.request<SocialAuthorizeAnswer>(
      'GET',
      `${ApiPath.socialAuthorize('instagram')}?state=${state}`,
      { token: creator.token },
    );
    const back = await followSignInWindow(
      authorize.body.response.url,
      authorize.body.response.redirect_uri,
    );
    const saved = await server.request<AddNetworkAnswer>(
      'POST',
      ApiPath.socialSaveToken('instagram'),
      {
        token: creator.token,
        body: {
          access_token: back.get('access_token') ?? '',
          signed_request: back.get('signed_request') ?? '',
          user_id: facebookUser,
          username: '',
        },
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return { ...creator, page, uuid: saved.body.response.user_network.uuid };
  }

  async function storyOf(
    id: string,
    media: StandInFile,
    hoursAgo: number,
    thumbnail?: StandInFile,
  ): Promise<StandInStory> {
    return {
      id,
      media_type: media.contentType.startsWith('video/') ? 'VIDEO' : 'IMAGE',
      media,
      ...(thumbnail ? { thumbnail } : {}),
      permalink: `https://www.instagram.com/stories/creadora/${id}/`,
      timestamp: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    };
  }

  function download(token: string | undefined, target: TestServer = server, query = '') {
    return target.request<ListPage<DownloadedStory>>(
      'GET',
      `${ApiPath.downloadStories}${query}`,
      token ? { token } : {},
    );
  }

  const historia = (id: string, token?: string) =>
    server.request<InstagramStory>(
      'GET',
      `${STORIES_SERVICE_PREFIX}${StoriesPath.historia(id)}`,
      token ? { token } : {},
    );

  async function fetchBytes(url: string): Promise<{ type: string | null; bytes: Buffer }> {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    return {
      type: response.headers.get('content-type'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  async function storedFiles(): Promise<string[]> {
    return readdir(join(server.server.mediaDir, 'stories')).catch(() => []);
  }

  async function storiesOf(userId: string) {
    return server.server.db
      .selectFrom('instagram_stories')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
  }

  it('downloads an image and a video story, answering them with their media types', async () => {
    const picture = await storyJpeg('#e67e22');
    const clip = storyVideo();
    const still = await storyJpeg('#2980b9');
    const id = unique();
    const creator = await creatorWithStories([
      await storyOf(`img-${id}`, picture, 2),
      await storyOf(`vid-${id}`, clip, 1, still),
    ]);

    const answer = await download(creator.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { results, count } = answer.body.response;
    expect(count).toBe(2);
    // Newest first.
    expect(results.map((story) => story.media_type)).toEqual(['video', 'image']);
    const [movie, image] = results;
    expect(movie).toEqual({
      id: expect.any(String),
      media_type: 'video',
      media_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/media\/stories\/[\w-]+\.mp4$/),
      thumbnail_url: expect.stringMatching(/\/media\/stories\/[\w-]+\.jpg$/),
      permalink: `https://www.instagram.com/stories/creadora/vid-${id}/`,
      taken_at: new Date(
        Date.parse(creator.page.instagram?.stories?.[1]?.timestamp ?? ''),
      ).toISOString(),
      network: creator.uuid,
      fetched_at: expect.any(String),
    });
    expect(image?.media_url).toMatch(/\/media\/stories\/[\w-]+\.jpg$/);
    expect(image?.thumbnail_url).toBe(image?.media_url);

    // The bytes are this server's now, served with their content type.
    const servedVideo = await fetchBytes(movie?.media_url ?? '');
    expect(servedVideo.type).toBe('video/mp4');
    expect(servedVideo.bytes.equals(clip.bytes)).toBe(true);
    const servedStill = await fetchBytes(movie?.thumbnail_url ?? '');
    expect(servedStill.type).toBe('image/jpeg');
    expect(servedStill.bytes.equals(still.bytes)).toBe(true);
    const servedImage = await fetchBytes(image?.media_url ?? '');
    expect(servedImage.type).toBe('image/jpeg');
    expect(servedImage.bytes.equals(picture.bytes)).toBe(true);
  });

  it('keeps stories as proof after they expire, without downloading them twice', async () => {
    const id = unique();
    const mov = storyVideo('qt  ');
    const creator = await creatorWithStories([await storyOf(`mov-${id}`, mov, 3)]);
    const first = await download(creator.token);
    expect(first.body.response.results).toHaveLength(1);
    expect(first.body.response.results[0]?.media_type).toBe('video');
    const served = await fetchBytes(first.body.response.results[0]?.media_url ?? '');
    expect(served.type).toBe('video/quicktime');
    const path = `/cdn/mov-${id}/media.mov`;
    expect(graph.cdnHits().get(path)).toBe(1);

    await download(creator.token);
    expect(graph.cdnHits().get(path)).toBe(1);

    // Instagram no longer lists it (24 hours later): still kept, still answered.
    if (creator.page.instagram) creator.page.instagram.stories = [];
    const later = await download(creator.token);
    expect(later.body.response.results.map((story) => story.id)).toEqual(
      first.body.response.results.map((story) => story.id),
    );
  });

  it('answers one kept story at /v2/historias/{id} to its owner only', async () => {
    const creator = await creatorWithStories([
      await storyOf(`one-${unique()}`, await storyJpeg('#111'), 1),
    ]);
    const [story] = (await download(creator.token)).body.response.results;
    const own = await historia(story?.id ?? '', creator.token);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      response: {
        id: story?.id,
        media_type: 'image',
        media_url: story?.media_url,
        thumbnail_url: story?.media_url,
        permalink: story?.permalink,
        taken_at: story?.taken_at,
      },
    });
    // Without the trailing slash as the spec writes it, and with one: both work.
    expect((await historia(`${story?.id ?? ''}/`, creator.token)).status).toBe(200);

    const stranger = await registerWithRole(server, 'brand');
    for (const id of [story?.id ?? '', randomUUID(), 'no-es-un-id']) {
      const answer = await historia(id, stranger.token);
      expect(answer.status, id).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }
    expect((await historia(story?.id ?? '')).status).toBe(401);
  });

  it('is for creators with a verified Instagram account on a server with Facebook', async () => {
    expect((await download(undefined)).status).toBe(401);
    const brand = await registerWithRole(server, 'brand');
    expect((await download(brand.token)).status).toBe(403);

    const creator = await registerWithRole(server);
    const none = await download(creator.token);
    expect(none.status).toBe(409);
    expect(none.body).toEqual({
      code: 'instagram_not_connected',
      message:
        'Conecta tu cuenta de Instagram con Facebook en Redes sociales para ver tus historias aquí.',
    });
    // Typed by hand is not connected: there is no grant to read stories with.
    await server.request('POST', ApiPath.addNetwork, {
      token: creator.token,
      body: { network: 'instagram', username: `a_mano_${unique()}`, followers: 10 },
    });
    expect((await download(creator.token)).body.code).toBe('instagram_not_connected');

    const elsewhere = await registerWithRole(bare);
    const unconfigured = await download(elsewhere.token, bare);
    expect(unconfigured.status).toBe(503);
    expect(unconfigured.body.code).toBe('provider_not_configured');

    const paging = await download(creator.token, server, '?size_page=0');
    expect(paging.status).toBe(400);
  });

  it('stores nothing when Graph or the media server fails (502)', async () => {
    const id = unique();
    const creator = await creatorWithStories([
      await storyOf(`a-${id}`, await storyJpeg('#222'), 2),
      await storyOf(`b-${id}`, storyVideo(), 1, await storyJpeg('#333')),
    ]);
    const filesBefore = await storedFiles();

    graph.setOutage(true);
    try {
      const down = await download(creator.token);
      expect(down.status).toBe(502);
      expect(down.body).toEqual({
        code: 'provider_unavailable',
        message: 'No pudimos comunicarnos con Instagram. Inténtalo más tarde.',
      });
    } finally {
      graph.setOutage(false);
    }
    // The second story's still fails after the first story and the video were written.
    graph.setCdnOutage(true, (path) => path.startsWith(`/cdn/b-${id}/still`));
    try {
      const partial = await download(creator.token);
      expect(partial.status).toBe(502);
      expect(graph.cdnHits().get(`/cdn/a-${id}/media.jpg`)).toBe(1);
    } finally {
      graph.setCdnOutage(false);
    }
    expect(await storiesOf(creator.user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);

    // Once both answer again, everything comes through.
    expect((await download(creator.token)).body.response.count).toBe(2);
  });

  it('asks to reconnect when Instagram refuses the stored token, storing nothing', async () => {
    const creator = await creatorWithStories([
      await storyOf(`r-${unique()}`, await storyJpeg('#444'), 1),
    ]);
    graph.revokeAllTokens();
    const answer = await download(creator.token);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('network_reconnect_required');
    expect(answer.body.message).toContain('descargar tus historias');
    expect(await storiesOf(creator.user.id)).toEqual([]);
  });

  it('keeps the stories when the connection is removed', async () => {
    const creator = await creatorWithStories([
      await storyOf(`k-${unique()}`, await storyJpeg('#555'), 1),
    ]);
    const [story] = (await download(creator.token)).body.response.results;
    const removed = await server.request('POST', ApiPath.removeNetwork(creator.uuid), {
      token: creator.token,
    });
    expect(removed.status).toBe(200);
    await fetchBytes(story?.media_url ?? '');
    // A JSON call last: a server closing right after a streamed file can wait out keep-alive.
    const kept = await historia(story?.id ?? '', creator.token);
    expect(kept.status).toBe(200);
    const [row] = await storiesOf(creator.user.id);
    expect(row?.user_network).toBeNull();
  });
});
