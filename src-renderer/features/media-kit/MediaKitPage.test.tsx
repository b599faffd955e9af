import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { MediaKitExportAnswer, MediaKitView } from '../../../src-shared/domain/media-kit';
import { formatShortDate } from '../../i18n/format';
import { aMediaKit, fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { deferred } from './media-kit-builders';

const renderKit = (bridge: Partial<BridgeApi> = {}) => renderAs('influencer', '/media-kit', bridge);

// The first wait covers the app's start (session, shell, route), slow on a busy machine.
const BOOT = { timeout: 5000 };

const TWO_HOURS = 2 * 60 * 60_000;

const kitView = (overrides: Partial<MediaKitView> = {}): MediaKitView => ({
  kit: aMediaKit({ synced_at: new Date(Date.now() - TWO_HOURS - 60_000).toISOString() }),
  from_cache: false,
  ...overrides,
});

describe('media kit page', () => {
  it('previews the kit as it prints, with the age of its data', async () => {
    const view = kitView();
    const getMediaKit = vi.fn(async () => ok(view));
    renderKit({ getMediaKit });

    const preview = await screen.findByTitle(
      'Vista previa del kit de medios de Ana López',
      {},
      BOOT,
    );
    expect(preview.tagName).toBe('IFRAME');
    expect(preview).toHaveAttribute('sandbox', '');
    expect(preview.getAttribute('srcdoc')).toContain('Ana López');
    expect(
      screen.getByText(`Datos del ${formatShortDate(view.kit.synced_at)}, hace 2 h`),
    ).toBeVisible();
    expect(screen.queryByText('Copia sin conexión')).not.toBeInTheDocument();
    expect(getMediaKit).toHaveBeenCalledWith({});
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Kit de medios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when it shows this computer’s offline copy', async () => {
    renderKit({ getMediaKit: vi.fn(async () => ok(kitView({ from_cache: true }))) });
    expect(await screen.findByText('Copia sin conexión', {}, BOOT)).toBeVisible();
  });

  it('exports a PDF, busy meanwhile, and names the saved file', async () => {
    const answer = deferred<ReturnType<typeof ok<MediaKitExportAnswer>>>();
    const exportMediaKit = vi.fn(() => answer.promise);
    const { user } = renderKit({ getMediaKit: vi.fn(async () => ok(kitView())), exportMediaKit });

    await user.click(await screen.findByRole('button', { name: 'Exportar PDF' }, BOOT));
    expect(exportMediaKit).toHaveBeenCalledWith({ format: 'pdf' });
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Exportar PNG' })).toBeDisabled();

    answer.resolve(ok({ saved: true, fileName: 'kit-de-medios-ana.pdf' }));
    expect(await screen.findByText('Guardado: kit-de-medios-ana.pdf')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exportar PNG' })).toBeEnabled();
  });

  it('says nothing when the save dialog is closed', async () => {
    const exportMediaKit = vi.fn(async () => ok({ saved: false, fileName: null }));
    const { user } = renderKit({ getMediaKit: vi.fn(async () => ok(kitView())), exportMediaKit });

    await user.click(await screen.findByRole('button', { name: 'Exportar PNG' }, BOOT));
    expect(exportMediaKit).toHaveBeenCalledWith({ format: 'png' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar PNG' })).toBeEnabled());
    expect(screen.queryByText(/Guardado/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No pudimos/)).not.toBeInTheDocument();
  });

  it('says why an export failed', async () => {
    const { user } = renderKit({
      getMediaKit: vi.fn(async () => ok(kitView())),
      exportMediaKit: vi.fn(async () => fail('export_failed', { status: 500 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar PDF' }, BOOT));
    expect(await screen.findByText('No pudimos exportar el kit de medios')).toBeVisible();
    expect(screen.getByText(/Revisa que la carpeta exista/)).toBeVisible();
  });

  it('explains that an account never synced has nothing to show offline', async () => {
    const getMediaKit = vi
      .fn<BridgeApi['getMediaKit']>()
      .mockResolvedValueOnce(fail('offline_no_data', { status: 503 }))
      .mockResolvedValueOnce(ok(kitView()));
    const { user } = renderKit({ getMediaKit });

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Todavía no hay datos guardados de esta cuenta' },
        BOOT,
      ),
    ).toBeVisible();
    expect(screen.getByText(/Conéctate una vez para guardarlos/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Exportar PDF' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTitle(/Vista previa del kit de medios/)).toBeInTheDocument();
  });

  it('shows any other failure with the server’s reason', async () => {
    renderKit({
      getMediaKit: vi.fn(async () => fail('internal_error', { status: 500 })),
    });
    expect(await screen.findByRole('alert', {}, BOOT)).toHaveTextContent(
      'No pudimos cargar tu kit de medios',
    );
  });

  it('reads fresh data when the server answers again while a copy is shown', async () => {
    const getMediaKit = vi
      .fn<BridgeApi['getMediaKit']>()
      .mockResolvedValueOnce(ok(kitView({ from_cache: true })))
      .mockResolvedValueOnce(ok(kitView()));
    const { bridge } = renderKit({ getMediaKit });
    await screen.findByText('Copia sin conexión', {}, BOOT);

    bridge.emit('connectivityChanged', { online: true, checked_at: new Date().toISOString() });
    await waitFor(() => expect(screen.queryByText('Copia sin conexión')).not.toBeInTheDocument());
    expect(getMediaKit).toHaveBeenCalledTimes(2);
  });
});
