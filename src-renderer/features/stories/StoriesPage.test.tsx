import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { aListPage, aNetwork, fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { anImageStory, asServedStory, aVideoStory } from './stories-builders';
import { formatTakenAt } from './story-media';
import { UI_WAIT_MS } from '../../test/ui-wait';

// The first wait covers the app's start (session, shell, route), slow on a busy machine.
const BOOT = { timeout: UI_WAIT_MS };

const image = anImageStory();
const video = aVideoStory();
const kept = [image, video];

/** Kept stories, served one by one by the stories service as `getStory`. */
const withStories = (overrides: Partial<BridgeApi> = {}): Partial<BridgeApi> => ({
  downloadStories: vi.fn(async () => ok(aListPage(kept))),
  getStory: vi.fn(async ({ id }) => {
    const story = kept.find((candidate) => candidate.id === id);
    return story ? ok(asServedStory(story)) : fail('not_found', { status: 404 });
  }),
  ...overrides,
});

/** A creator whose Instagram is connected through Facebook (verified). */
const withInstagram = { listNetworks: vi.fn(async () => ok(aListPage([aNetwork()]))) };

const renderStories = (bridge: Partial<BridgeApi> = {}) =>
  renderAs('influencer', '/stories', { ...withInstagram, ...bridge });

const downloadButton = () => screen.findByRole('button', { name: 'Descargar mis historias' }, BOOT);

describe('stories page', () => {
  it('downloads the stories and lists them newest first', async () => {
    const bridge = withStories();
    const { user } = renderStories(bridge);
    expect(
      await screen.findByRole('heading', { name: 'Descarga tus historias' }, BOOT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Historias' })).toHaveAttribute('aria-current', 'page');

    await user.click(await downloadButton());
    const grid = await screen.findByRole('list', { name: 'Tus historias' });
    expect(bridge.downloadStories).toHaveBeenCalledWith({});
    expect(
      within(grid)
        .getAllByRole('button')
        .map((tile) => tile.getAttribute('aria-label')),
    ).toEqual([
      `Ver video del ${formatTakenAt(video.taken_at)}`,
      `Ver historia del ${formatTakenAt(image.taken_at)}`,
    ]);
    expect(screen.getByText('2 historias')).toBeInTheDocument();
  });

  it('says when there are no stories', async () => {
    const { user } = renderStories();
    await user.click(await downloadButton());
    expect(await screen.findByRole('heading', { name: 'No hay historias' })).toBeInTheDocument();
  });

  it('offers a creator without a verified Instagram to connect it, not to download', async () => {
    const { user, bridge } = renderStories({
      // Typed by hand: not verified, so the server cannot read its stories.
      listNetworks: vi.fn(async () => ok(aListPage([aNetwork({ connected: false })]))),
    });
    expect(
      await screen.findByRole('heading', { name: 'Conecta tu Instagram' }, BOOT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar mis historias' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Conectar Instagram' }));
    const panel = await screen.findByRole('dialog', { name: 'Redes sociales' });
    // Straight on Instagram's connection form.
    expect(await within(panel).findByRole('heading', { name: 'Conectar Instagram' })).toBeVisible();
    expect(bridge.downloadStories).not.toHaveBeenCalled();
  });

  it('offers to connect when the server says Instagram is gone', async () => {
    const listNetworks = vi
      .fn<BridgeApi['listNetworks']>()
      .mockResolvedValueOnce(ok(aListPage([aNetwork()])))
      .mockResolvedValue(ok(aListPage([])));
    const { user } = renderStories({
      listNetworks,
      downloadStories: vi.fn(async () =>
        fail('instagram_not_connected', { status: 409, message: 'Conecta tu cuenta' }),
      ),
    });
    await user.click(await downloadButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos descargar tus historias');
    expect(alert).toHaveTextContent(
      'Conecta tu cuenta de Instagram con Facebook en Redes sociales para ver tus historias aquí.',
    );
    expect(await screen.findByRole('button', { name: 'Conectar Instagram' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Descargar mis historias' })).toBeNull();
  });

  it('says in plain words when this server cannot read stories, naming no setting', async () => {
    const { user } = renderStories({
      downloadStories: vi.fn(async () =>
        fail('provider_not_configured', {
          status: 503,
          message:
            'Quien administra el servidor debe definir FACEBOOK_APP_ID y FACEBOOK_APP_SECRET.',
        }),
      ),
    });
    await user.click(await downloadButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'La descarga de historias no está disponible en este servidor. Pide a quien lo administra que la active.',
    );
    expect(alert.textContent).not.toMatch(/FACEBOOK_APP|_ID|_SECRET/);
  });

  it('shows Instagram’s own reason when it fails', async () => {
    const message = 'No pudimos comunicarnos con Instagram. Inténtalo más tarde.';
    const { user } = renderStories({
      downloadStories: vi.fn(async () => fail('provider_unavailable', { status: 502, message })),
    });
    await user.click(await downloadButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar mis historias' })).toBeEnabled();
  });

  it('plays a video story from the stories service and moves with the arrow keys', async () => {
    const bridge = withStories();
    const { user } = renderStories(bridge);
    await user.click(await downloadButton());
    await user.click(
      await screen.findByRole('button', { name: `Ver video del ${formatTakenAt(video.taken_at)}` }),
    );

    let dialog = await screen.findByRole('dialog', {
      name: `Historia del ${formatTakenAt(video.taken_at)}`,
    });
    const player = await within(dialog).findByLabelText(
      `Video del ${formatTakenAt(video.taken_at)}`,
    );
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('src', video.media_url);
    expect(bridge.getStory).toHaveBeenCalledWith({ id: video.id });
    expect(dialog).toHaveTextContent('1 de 2');

    await user.keyboard('{ArrowRight}');
    dialog = await screen.findByRole('dialog', {
      name: `Historia del ${formatTakenAt(image.taken_at)}`,
    });
    expect(
      await within(dialog).findByRole('img', {
        name: `Historia del ${formatTakenAt(image.taken_at)}`,
      }),
    ).toHaveAttribute('src', image.media_url);
    expect(bridge.getStory).toHaveBeenLastCalledWith({ id: image.id });

    await user.keyboard('{ArrowLeft}');
    expect(
      await screen.findByRole('dialog', { name: `Historia del ${formatTakenAt(video.taken_at)}` }),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('treats an mp4 file as a video even when the type says image', async () => {
    const mislabelled = anImageStory({
      media_url: 'http://127.0.0.1:4100/media/stories/clip.MP4',
      thumbnail_url: null,
    });
    const { user } = renderStories({
      downloadStories: vi.fn(async () => ok(aListPage([mislabelled]))),
      getStory: vi.fn(async () => ok(asServedStory(mislabelled))),
    });
    await user.click(await downloadButton());
    await user.click(await screen.findByRole('button', { name: /^Ver video del/ }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByLabelText(/^Video del/)).tagName).toBe('VIDEO');
  });

  it('downloads the story on show and names the file', async () => {
    const saveStoryFile = vi
      .fn<BridgeApi['saveStoryFile']>()
      .mockResolvedValueOnce(ok({ saved: false, fileName: null }))
      .mockResolvedValueOnce(ok({ saved: true, fileName: 'historia-receta.mp4' }));
    const { user } = renderStories(withStories({ saveStoryFile }));
    await user.click(await downloadButton());
    await user.click(await screen.findByRole('button', { name: /^Ver video del/ }));
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(saveStoryFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/^Guardado:/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(await screen.findByText('Guardado: historia-receta.mp4')).toBeInTheDocument();
    expect(saveStoryFile).toHaveBeenLastCalledWith({ id: video.id });
  });
});
