import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demoCreator } from '../../src-server/seed/demo-creator';
import { demoPosts } from '../../src-server/seed/demo-posts';
import { DEMO_CREATORS, DEMO_SEED } from '../../src-server/seed/demo-seed';
import { startFacebookGraph, type FacebookGraphStandIn } from '../fixtures/facebook-graph';
import { storyJpeg, storyVideo } from '../fixtures/story-files';
import { startImagine, type ImagineStandIn } from '../fixtures/imagine';
import { AppHarness } from './harness/app-harness';
import {
  connectInstagramThroughFacebook,
  openFromNav,
  signUpBrand,
  signUpCreator,
  skipWithoutSystemParts,
} from './harness/flows';

/**
 * Issue 8 end to end: a creator generates an image with a chosen model and style through the
 * Imagine stand-in and keeps it in the briefcase, then downloads their Instagram stories from the
 * Graph stand-in and saves the video; a brand tracks a hashtag in the monitor and finds a demo
 * creator's post, and gets hashtag suggestions while writing a casting call's brief.
 */

const HOUR = 3_600_000;

/**
 * The demo set's newest post carrying `#tag` and its creator's name, worked out from the same
 * seed the app loads: posts are placed back from one moment, so their order does not depend on it.
 */
function newestDemoPostTagged(tag: string): { creatorName: string; caption: string } {
  const now = new Date();
  const whole = new RegExp(`#${tag}(?![\\p{L}\\p{N}_])`, 'u');
  const tagged = Array.from({ length: DEMO_CREATORS }, (_, index) =>
    demoCreator(DEMO_SEED, index, now),
  )
    .flatMap((creator) => demoPosts(creator, now).map((post) => ({ creator, post })))
    .filter(({ post }) => whole.test(post.caption))
    .sort((a, b) => b.post.posted_at.getTime() - a.post.posted_at.getTime());
  const newest = tagged[0];
  if (!newest) throw new Error(`no demo post carries #${tag}`);
  return {
    creatorName: `${newest.creator.first_name} ${newest.creator.last_name}`,
    caption: newest.post.caption,
  };
}

test.describe('content tools', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(90_000);

  let app: AppHarness | undefined;
  let imagine: ImagineStandIn | undefined;
  let graph: FacebookGraphStandIn | undefined;
  test.afterEach(async () => {
    await app?.close();
    await imagine?.close();
    await graph?.close();
    app = imagine = graph = undefined;
  });

  test('a creator generates an image into the briefcase and downloads a story video', async ({
    page,
  }) => {
    imagine = await startImagine();
    // A provider that takes a moment, long enough to see the progress.
    imagine.setFailure('slow', { slowMs: 1500 });
    const video = storyVideo();
    graph = await startFacebookGraph();
    graph.setDialogUser({ id: '7070', name: 'Ana Crea' });
    graph.setPages('7070', [
      {
        id: 'page-7070',
        name: 'Ana Crea',
        followers_count: 900,
        instagram: {
          id: '178417070',
          username: 'anacrea.historias',
          followers_count: 12_500,
          stories: [
            {
              id: '18000000000000001',
              media_type: 'IMAGE',
              media: await storyJpeg('#c0392b'),
              permalink: 'https://www.instagram.com/stories/anacrea.historias/18000000000000001/',
              timestamp: new Date(Date.now() - 3 * HOUR).toISOString(),
            },
            {
              id: '18000000000000002',
              media_type: 'VIDEO',
              media: video,
              thumbnail: await storyJpeg('#c0392b'),
              permalink: 'https://www.instagram.com/stories/anacrea.historias/18000000000000002/',
              timestamp: new Date(Date.now() - 1 * HOUR).toISOString(),
            },
          ],
        },
      },
    ]);
    app = await AppHarness.start({
      env: {
        IMAGE_API_URL: imagine.url,
        IMAGE_API_KEY: imagine.apiKey,
        FACEBOOK_APP_ID: graph.appId,
        FACEBOOK_APP_SECRET: graph.appSecret,
        FACEBOOK_GRAPH_URL: graph.graphUrl,
        FACEBOOK_DIALOG_URL: graph.dialogUrl,
      },
    });
    await app.open(page);
    await signUpCreator(page);

    // The studio: a prompt, a model and a style, generated through the stand-in.
    const prompt = 'Un gato astronauta tomando café en Oaxaca';
    await openFromNav(page, 'Estudio de imágenes');
    await expect(page).toHaveURL(/#\/image-studio/);
    await page.getByLabel('Descripción').fill(prompt);
    await page
      .getByRole('group', { name: 'Modelo' })
      .getByRole('radio', { name: 'V4 Creative', exact: true })
      .check();
    await page
      .getByRole('group', { name: 'Estilo' })
      .getByRole('radio', { name: 'Neon', exact: true })
      .check();
    await page.getByRole('button', { name: 'Generar', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: /^Generando… \d+ s$/ })).toBeVisible();
    const result = page.getByRole('img', { name: prompt });
    await expect(result).toBeVisible({ timeout: 20_000 });
    // Loaded from the core API's media, as the stand-in drew it (512 px square).
    await expect(result).toHaveJSProperty('naturalWidth', 512);
    expect(imagine.requests).toHaveLength(1);
    // The spec's values: V4 Creative is 31, Neon is 2.
    expect(imagine.requests[0]?.fields).toMatchObject({ prompt, style_id: '31', style: '2' });

    await page.getByRole('button', { name: 'Guardar en portafolio' }).click();
    await expect(page.getByText('Guardamos la imagen en tu portafolio')).toBeVisible();
    await expect(page.getByText('En tu portafolio', { exact: true })).toBeVisible();
    await page.goto(`${app.url}#/briefcase`);
    await expect(
      page.getByRole('list', { name: 'Tus piezas' }).getByRole('button', {
        name: `Ver imagen: ${prompt}`,
      }),
    ).toBeVisible();

    // Stories: Instagram connected through Facebook, then the current stories kept and saved.
    await connectInstagramThroughFacebook(page, app.url, 'anacrea.historias');
    await page.goto(`${app.url}#/stories`);
    await page.getByRole('button', { name: 'Descargar mis historias' }).click();
    const stories = page.getByRole('list', { name: 'Tus historias' });
    await expect(stories.getByRole('listitem')).toHaveCount(2);
    await expect(stories.getByRole('button', { name: /^Ver historia del / })).toHaveCount(1);
    await stories.getByRole('button', { name: /^Ver video del / }).click();
    const viewer = page.getByRole('dialog', { name: /^Historia del / });
    await expect(viewer.locator('video')).toBeVisible();
    await viewer.getByRole('button', { name: 'Descargar', exact: true }).click();
    await expect(page.getByText(/^Guardado: .+\.mp4$/)).toBeVisible();

    const saved = await readdir(app.exportsDir);
    expect(saved).toHaveLength(1);
    const bytes = await readFile(join(app.exportsDir, saved[0]!));
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.equals(video.bytes)).toBe(true);
    expect(app.dialogs.saveRequests).toEqual([expect.objectContaining({ kind: 'mp4' })]);
  });

  test('a brand finds a demo creator’s post in the monitor and gets hashtag suggestions', async ({
    page,
  }) => {
    const expected = newestDemoPostTagged('gatos');
    app = await AppHarness.start();
    await app.open(page);
    await signUpBrand(page);
    await openFromNav(page, 'Buscar creadores');
    await page.getByRole('button', { name: 'Cargar creadores de ejemplo' }).click();
    await expect(page.getByRole('list', { name: 'Creadores encontrados' })).toBeVisible();

    // The monitor: a hashtag tracked, the newest demo post carrying it first, the tag marked.
    await openFromNav(page, 'Monitor');
    await expect(page).toHaveURL(/#\/monitor/);
    await page.getByLabel('Nueva palabra clave').fill('#gatos');
    await page.getByRole('button', { name: 'Seguir', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Palabras clave que sigues' })).toContainText(
      '#gatos',
    );
    const posts = page.getByRole('list', {
      name: 'Publicaciones que mencionan tus palabras clave',
    });
    const first = posts.getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(expected.creatorName);
    await expect(first).toContainText(expected.caption);
    await expect(first.locator('mark')).toHaveText('#gatos');

    // A casting call's brief: "#pub" suggests #publicidad; Enter puts it in the text.
    await openFromNav(page, 'Castings');
    await page.getByRole('link', { name: 'Nuevo casting' }).first().click();
    const brief = page.getByLabel('Brief');
    await brief.fill('Buscamos creadores para una campaña ');
    await brief.pressSequentially('#pub');
    const suggestions = page.getByRole('listbox', { name: 'Hashtags sugeridos' });
    // The demo posts made #publicidad the most used tag starting with "pub": it comes first.
    await expect(suggestions.getByRole('option').first()).toHaveText(/^#publicidad · /);
    await brief.press('Enter');
    await expect(brief).toHaveValue('Buscamos creadores para una campaña #publicidad ');
    await expect(suggestions).toBeHidden();
  });
});
