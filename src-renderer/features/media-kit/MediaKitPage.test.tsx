import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import {
  defaultKitOptions,
  type MediaKitExportAnswer,
  type MediaKitView,
} from '../../../src-shared/domain/media-kit';
import { kitDates } from '../../../src-shared/media-kit/media-kit-i18n';
import { aMediaKit, fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { deferred } from './media-kit-builders';
import { UI_WAIT_MS } from '../../test/ui-wait';

const renderKit = (bridge: Partial<BridgeApi> = {}) => renderAs('influencer', '/media-kit', bridge);

// The first wait covers the app's start (session, shell, route), slow on a busy machine.
const BOOT = { timeout: UI_WAIT_MS };

const TWO_HOURS = 2 * 60 * 60_000;
const ANA = 'account-user-1';

const kitView = (overrides: Partial<MediaKitView> = {}): MediaKitView => ({
  kit: aMediaKit({ synced_at: new Date(Date.now() - TWO_HOURS - 60_000).toISOString() }),
  from_cache: false,
  pending_verifications: 0,
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
      screen.getByText(`Datos del ${kitDates().day(view.kit.synced_at)}, hace 2 h`),
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
    expect(exportMediaKit).toHaveBeenCalledWith({ accountId: ANA, format: 'pdf' });
    const button = screen.getByRole('button', { name: 'Exportar PDF' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();

    answer.resolve(
      ok({
        saved: true,
        fileName: 'kit-de-medios-ana.pdf',
        verification: { code: '7K3M9QX2VD', registered: true },
      }),
    );
    expect(await screen.findByText('Guardado: kit-de-medios-ana.pdf')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toBeEnabled();
    expect(screen.queryByText(/sin conexión: su verificación/)).not.toBeInTheDocument();
  });

  it('counts a kit exported offline until its verification is registered', async () => {
    const exportMediaKit = vi.fn(async () =>
      ok({
        saved: true,
        fileName: 'kit-de-medios-ana.pdf',
        verification: { code: '7K3M9QX2VD', registered: false },
      }),
    );
    const { user } = renderKit({ getMediaKit: vi.fn(async () => ok(kitView())), exportMediaKit });
    await user.click(await screen.findByRole('button', { name: 'Exportar PDF' }, BOOT));
    expect(
      await screen.findByText(
        '1 kit exportado sin conexión: su verificación se registrará al sincronizar.',
      ),
    ).toBeVisible();
  });

  it('drops the "exportado sin conexión" note once the kit read back online has it registered', async () => {
    const getMediaKit = vi
      .fn<BridgeApi['getMediaKit']>()
      .mockResolvedValueOnce(ok(kitView({ pending_verifications: 1 })))
      // Read again when the server answers: the sync registered the kits exported offline.
      .mockResolvedValue(ok(kitView({ pending_verifications: 0 })));
    const exportMediaKit = vi.fn(async () =>
      ok({
        saved: true,
        fileName: 'kit-de-medios-ana.pdf',
        verification: { code: '7K3M9QX2VD', registered: false },
      }),
    );
    const { user, bridge } = renderKit({ getMediaKit, exportMediaKit });
    await user.click(await screen.findByRole('button', { name: 'Exportar PDF' }, BOOT));
    expect(
      await screen.findByText(
        '2 kits exportados sin conexión: su verificación se registrará al sincronizar.',
      ),
    ).toBeVisible();

    bridge.emit('connectivityChanged', { online: true, checked_at: new Date().toISOString() });
    await waitFor(() =>
      expect(screen.queryByText(/exportados? sin conexión/)).not.toBeInTheDocument(),
    );
    expect(getMediaKit).toHaveBeenCalledTimes(2);
  });

  it('says nothing when the save dialog is closed', async () => {
    const exportMediaKit = vi.fn(async () =>
      ok({ saved: false, fileName: null, verification: null }),
    );
    const { user } = renderKit({ getMediaKit: vi.fn(async () => ok(kitView())), exportMediaKit });

    await user.click(await screen.findByRole('radio', { name: 'PNG (imagen)' }, BOOT));
    await user.click(screen.getByRole('button', { name: 'Exportar PNG' }));
    expect(exportMediaKit).toHaveBeenCalledWith({ accountId: ANA, format: 'png' });
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

describe('kit options on the media kit page', () => {
  const optionsPanel = () => screen.findByRole('region', { name: 'Opciones del kit' }, BOOT);
  const previewHtml = () =>
    screen.getByTitle(/Vista previa del kit de medios/).getAttribute('srcdoc') ?? '';

  it('reads this account’s options and saves a toggled section with the whole options', async () => {
    const stored = { ...defaultKitOptions(), page_size: 'letter' as const };
    const getKitOptions = vi.fn(async () => ok(stored));
    const saveKitOptions = vi.fn<BridgeApi['saveKitOptions']>(async ({ options }) => ok(options));
    const { user } = renderKit({
      getMediaKit: vi.fn(async () => ok(kitView())),
      getKitOptions,
      saveKitOptions,
    });
    const panel = await optionsPanel();
    expect(getKitOptions).toHaveBeenCalledWith({ accountId: ANA });
    expect(within(panel).getByRole('radio', { name: 'Carta' })).toBeChecked();
    expect(screen.getByTitle(/Vista previa del kit de medios/)).toHaveClass(
      'kit-preview__page--letter',
    );

    const sections = within(panel).getByRole('group', { name: 'Secciones incluidas' });
    await user.click(within(sections).getByRole('checkbox', { name: 'Tarifas' }));
    expect(within(sections).getByRole('checkbox', { name: 'Tarifas' })).not.toBeChecked();
    await waitFor(() => expect(saveKitOptions).toHaveBeenCalledTimes(1));
    expect(saveKitOptions).toHaveBeenCalledWith({
      accountId: ANA,
      options: { ...stored, sections: { ...stored.sections, prices: false } },
    });
  });

  it('redraws the preview at once with the accent, page size and agency', async () => {
    const saveKitOptions = vi.fn<BridgeApi['saveKitOptions']>(async ({ options }) => ok(options));
    const { user } = renderKit({
      getMediaKit: vi.fn(async () => ok(kitView())),
      getAgencyDetails: vi.fn(async () =>
        ok({
          name: 'Agencia Norte',
          contact_person: 'Lucía Garza',
          email: 'lucia@agencianorte.mx',
          phone: '+52 55 1234 5678',
          logo: null,
        }),
      ),
      saveKitOptions,
    });
    const panel = await optionsPanel();
    expect(previewHtml()).toContain('Agencia Norte');
    expect(panel).toHaveTextContent('El contacto del kit usa los datos de la agencia');

    await user.click(within(panel).getByRole('radio', { name: 'Azul' }));
    expect(previewHtml()).toContain('#1d4ed8');
    await user.click(within(panel).getByRole('radio', { name: 'Carta' }));
    expect(screen.getByTitle(/Vista previa del kit de medios/)).toHaveClass(
      'kit-preview__page--letter',
    );
    await waitFor(() =>
      expect(saveKitOptions).toHaveBeenLastCalledWith({
        accountId: ANA,
        options: { ...defaultKitOptions(), accent: '#1d4ed8', page_size: 'letter' },
      }),
    );
  });

  it('takes a typed colour code and says when it is not one', async () => {
    const saveKitOptions = vi.fn<BridgeApi['saveKitOptions']>(async ({ options }) => ok(options));
    const { user } = renderKit({ getMediaKit: vi.fn(async () => ok(kitView())), saveKitOptions });
    const panel = await optionsPanel();
    const code = within(panel).getByLabelText('Código del color');
    await user.clear(code);
    await user.type(code, '0F766E');
    expect(previewHtml()).toContain('#0f766e');
    expect(within(panel).getByRole('radio', { name: 'Verde azulado' })).toBeChecked();
    await waitFor(() =>
      expect(saveKitOptions).toHaveBeenLastCalledWith({
        accountId: ANA,
        options: { ...defaultKitOptions(), accent: '#0f766e' },
      }),
    );

    await user.clear(code);
    await user.type(code, 'violeta');
    await user.tab();
    expect(
      within(panel).getByText('Escribe un color en formato #RRGGBB, por ejemplo #6D28D9.'),
    ).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('says how many kits exported offline still wait to register their verification', async () => {
    renderKit({ getMediaKit: vi.fn(async () => ok(kitView({ pending_verifications: 2 }))) });
    expect(
      await screen.findByText(
        '2 kits exportados sin conexión: su verificación se registrará al sincronizar.',
        {},
        BOOT,
      ),
    ).toBeVisible();
  });

  it('says nothing about verifications when none are pending', async () => {
    renderKit({ getMediaKit: vi.fn(async () => ok(kitView())) });
    await optionsPanel();
    expect(screen.queryByText(/sin conexión: su verificación/)).not.toBeInTheDocument();
  });

  it('saves a waiting change before exporting, and exports nothing when that save fails', async () => {
    const exportMediaKit = vi.fn(async () =>
      ok({ saved: false, fileName: null, verification: null }),
    );
    const saveKitOptions = vi.fn<BridgeApi['saveKitOptions']>(async () =>
      fail('internal_error', { status: 500 }),
    );
    const { user } = renderKit({
      getMediaKit: vi.fn(async () => ok(kitView())),
      saveKitOptions,
      exportMediaKit,
    });
    const panel = await optionsPanel();
    await user.click(within(panel).getByRole('checkbox', { name: 'Audiencia' }));
    await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    expect(await screen.findAllByText('No pudimos guardar las opciones del kit')).not.toHaveLength(
      0,
    );
    expect(exportMediaKit).not.toHaveBeenCalled();
  });
});
