import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORIES_SERVICE_PREFIX } from '../../src-shared/api/paths';
import { startServer, type RunningServer } from '../../src-server/index';
import {
  facebookSettings,
  startFacebookGraph,
  type FacebookGraphStandIn,
  type StandInFile,
  type StandInStory,
} from '../../tests/fixtures/facebook-graph';
import { listen, sendJson } from '../../tests/fixtures/http-helpers';
import { storyJpeg, storyVideo } from '../../tests/fixtures/story-files';
import { catchRedirect } from '../../tests/support/sign-in-window';
import { signedIn } from '../../tests/support/signed-in-creator';
import { OAuthConnection } from '../networks/oauth-connection';
import { StoriesService, type StoriesBase } from './stories-service';
import { SavingDialogs } from './test-support';
import { fromTemplate } from '../../tests/support/test-database';

let graph: FacebookGraphStandIn;
let server: RunningServer;

beforeAll(async () => {
  graph = await startFacebookGraph();
  server = await startServer({
    ...fromTemplate(),
    dataDir: await mkdtemp(join(tmpdir(), 'stories-api-')),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    facebook: facebookSettings(graph),
  });
});
afterAll(async () => {
  await server?.close();
  await graph?.close();
});

let counter = 0;

/** A creator whose Instagram account (connected through Facebook's login) has these stories. */
async function creatorWithStories(stories: StandInStory[]) {
  const { api, session } = await signedIn(server.url, 'influencer');
  const id = String(2_000_000 + ++counter);
  graph.setDialogUser({ id, name: 'Creadora' });
  graph.setPages(id, [
    {
      id: `page-${id}`,
      name: 'Viajes lentos',
      followers_count: 100,
      instagram: { id: `1784${id}`, username: `viajes_${id}`, followers_count: 500, stories },
    },
  ]);
  await new OAuthConnection(api, session, catchRedirect, async () => undefined).connect({
    network: 'instagram',
  });
  return { api, session };
}

const storyOf = (id: string, media: StandInFile, hoursAgo: number, thumbnail?: StandInFile) => ({
  id,
  media_type: media.contentType.startsWith('video/') ? ('VIDEO' as const) : ('IMAGE' as const),
  media,
  ...(thumbnail ? { thumbnail } : {}),
  permalink: `https://www.instagram.com/stories/viajes/${id}/`,
  timestamp: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
});

const ownBase = async (): Promise<StoriesBase> => ({
  url: `${server.url}${STORIES_SERVICE_PREFIX}`,
  own: true,
});

describe('Instagram stories from main', () => {
  it('downloads the stories, reads one from the stories service and saves its video or image', async () => {
    const picture = await storyJpeg('#16a085');
    const clip = storyVideo('qt  ');
    const { api, session } = await creatorWithStories([
      storyOf(`img-${counter}`, picture, 3),
      storyOf(`mov-${counter}`, clip, 1, await storyJpeg('#8e44ad')),
    ]);
    const dialogs = await SavingDialogs.inTemporaryFolder();
    const stories = new StoriesService({ api, session, dialogs, storiesBase: ownBase });

    const downloaded = await stories.download({});
    expect(downloaded.results.map((story) => story.media_type)).toEqual(['video', 'image']);
    const [video, image] = downloaded.results;

    const story = await stories.getStory({ id: video!.id });
    expect(story).toEqual({
      id: video!.id,
      media_type: 'video',
      media_url: video!.media_url,
      thumbnail_url: video!.thumbnail_url,
      permalink: video!.permalink,
      taken_at: video!.taken_at,
    });

    const savedVideo = await stories.saveFile({ id: video!.id });
    expect(savedVideo.fileName).toBe(
      `historia-${video!.taken_at.slice(0, 10)}-${video!.id.replace(/-/g, '').slice(0, 8)}.mov`,
    );
    expect(dialogs.saveRequests.at(-1)).toMatchObject({
      kind: 'mov',
      title: 'Guardar video de la historia',
    });
    expect((await readFile(join(dialogs.folder, savedVideo.fileName!))).equals(clip.bytes)).toBe(
      true,
    );

    const savedImage = await stories.saveFile({ id: image!.id });
    expect(savedImage).toEqual({ saved: true, fileName: expect.stringMatching(/\.jpg$/) });
    expect((await readFile(join(dialogs.folder, savedImage.fileName!))).equals(picture.bytes)).toBe(
      true,
    );
    expect(dialogs.revealed).toEqual([
      join(dialogs.folder, savedVideo.fileName!),
      join(dialogs.folder, savedImage.fileName!),
    ]);

    dialogs.closeNextDialog();
    expect(await stories.saveFile({ id: image!.id })).toEqual({ saved: false, fileName: null });
    expect((await readdir(dialogs.folder)).sort()).toEqual(
      [savedVideo.fileName, savedImage.fileName].sort(),
    );
  });

  it('says what to do without a connected Instagram account, and answers 404 for a stranger', async () => {
    const { api, session } = await signedIn(server.url, 'influencer');
    const dialogs = await SavingDialogs.inTemporaryFolder();
    const stories = new StoriesService({ api, session, dialogs, storiesBase: ownBase });
    await expect(stories.download({})).rejects.toMatchObject({
      status: 409,
      code: 'instagram_not_connected',
    });
    await expect(
      stories.getStory({ id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(
      stories.saveFile({ id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('uses a stories service elsewhere, whose refusal of the token signs nobody out', async () => {
    const { api, session } = await creatorWithStories([
      storyOf(`else-${counter + 1}`, await storyJpeg('#c0392b'), 2),
    ]);
    const dialogs = await SavingDialogs.inTemporaryFolder();
    const [kept] = (
      await new StoriesService({ api, session, dialogs, storiesBase: ownBase }).download({})
    ).results;

    // The same service under another address is the settings' "elsewhere".
    const elsewhere = new StoriesService({
      api,
      session,
      dialogs,
      storiesBase: async () => ({
        url: `${server.url.replace('127.0.0.1', 'localhost')}${STORIES_SERVICE_PREFIX}`,
        own: false,
      }),
    });
    const there = await elsewhere.getStory({ id: kept!.id });
    // Media addresses come from the server's own origin, whatever name the caller used for it.
    expect(there.media_url).toBe(kept!.media_url);
    expect((await elsewhere.saveFile({ id: kept!.id })).saved).toBe(true);

    const refusing = await listen(async (_request, response) =>
      sendJson(response, 401, { code: 'not_authenticated', message: 'Token inválido.' }),
    );
    try {
      const refused = new StoriesService({
        api,
        session,
        dialogs,
        storiesBase: async () => ({ url: refusing.url, own: false }),
      });
      await expect(refused.getStory({ id: kept!.id })).rejects.toMatchObject({
        status: 502,
        code: 'provider_unavailable',
        message: expect.stringContaining('servicio de historias'),
      });
      expect((await session.getSession()).activeAccountId).not.toBeNull();
    } finally {
      await refusing.close();
    }
  });
});
