import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { BridgeEventPayload } from '../../src-shared/bridge/contract';
import {
  defaultKitOptions,
  type BatchKitResult,
  type AgencyDetails,
  type KitOptions,
  type KitPrint,
  type KitVerification,
  type MediaKit,
  type MediaKitFormat,
} from '../../src-shared/domain/media-kit';
import type { EventSink } from '../ipc/event-sink';
import { MediaKitExporter } from './media-kit-exporter';
import type {
  FileDialogs,
  KitPrintOptions,
  KitRenderer,
  KitSettings,
  KitVerifier,
  KitVerifyRequest,
  MediaKitSource,
} from './ports';

/** What each kit was printed with; the page itself is the renderer's own business (K1's tests). */
const printed = vi.hoisted(() => [] as Array<{ kit: MediaKit; print: KitPrint }>);
vi.mock('../../src-shared/media-kit/render-media-kit-html', () => ({
  renderMediaKitHtml: (kit: MediaKit, print: KitPrint) => {
    printed.push({ kit, print });
    return `<h1>${kit.name}</h1>`;
  },
}));

function kitOf(accountId: string, name: string, handle: string | null): MediaKit {
  return {
    accountId,
    name,
    handle,
    bio: '',
    category: 'microinfluencer',
    country: 'MX',
    languages: ['es'],
    photo: null,
    networks: [],
    prices: [],
    highlights: [],
    collaborations: [],
    synced_at: '2025-03-06T18:30:00Z',
  };
}

const offline = new BridgeError({
  status: 503,
  code: ErrorCode.offlineNoData,
  message: 'No hay datos guardados de esta cuenta todavía.',
});

class FakeSource implements MediaKitSource {
  readonly asked: (string | undefined)[] = [];
  /** Accounts whose kit comes from the offline copy. */
  readonly cached = new Set<string>();
  constructor(readonly kits: Record<string, MediaKit | Error>) {}
  async kitFor(accountId?: string) {
    this.asked.push(accountId);
    const kit = this.kits[accountId ?? 'active'];
    if (!kit) throw new Error(`no such account ${accountId}`);
    if (kit instanceof Error) throw kit;
    return { kit, from_cache: this.cached.has(kit.accountId), pending_verifications: 0 };
  }
}

class FakeSettings implements KitSettings {
  readonly options = new Map<string, KitOptions>();
  agencyDetails: AgencyDetails | null = null;
  async optionsFor(accountId: string) {
    return this.options.get(accountId) ?? defaultKitOptions();
  }
  async agency() {
    return this.agencyDetails;
  }
}

/** Registered unless the kit came from the offline copy; `fail` makes the core API refuse it. */
class FakeVerifier implements KitVerifier {
  readonly requests: KitVerifyRequest[] = [];
  fail: Error | null = null;
  async verify(request: KitVerifyRequest): Promise<KitVerification> {
    this.requests.push(request);
    if (this.fail) throw this.fail;
    const code = `K${String(this.requests.length).padStart(9, '0')}`;
    return {
      code,
      url: `http://core.test/api/v3/media-kit/verify/${code}`,
      qr_svg: '<svg/>',
      registered: !request.offline,
    };
  }
}

/** Writes the kit's name as the "file"; `hold` lets a test act while a kit is being rendered. */
class FakeRenderer implements KitRenderer {
  readonly rendered: string[] = [];
  readonly pdfOptions: KitPrintOptions[] = [];
  failFor = new Set<string>();
  hold: ((name: string) => Promise<void>) | null = null;
  pdf(html: string, options: KitPrintOptions) {
    this.pdfOptions.push(options);
    return this.render(html, 'pdf');
  }
  png(html: string) {
    return this.render(html, 'png');
  }
  private async render(html: string, format: MediaKitFormat) {
    const name = /<h1>([^<]*)<\/h1>/.exec(html)![1]!;
    this.rendered.push(name);
    await this.hold?.(name);
    if (this.failFor.has(name)) throw new Error('renderer crashed');
    return new TextEncoder().encode(`${format}:${name}`);
  }
}

class FakeDialogs implements FileDialogs {
  savePath: string | null = null;
  folder: string | null = null;
  readonly suggested: string[] = [];
  readonly revealed: string[] = [];
  readonly opened: string[] = [];
  async chooseSavePath(defaultName: string) {
    this.suggested.push(defaultName);
    return this.savePath;
  }
  async chooseFolder() {
    return this.folder;
  }
  reveal(path: string) {
    this.revealed.push(path);
  }
  async openPath(path: string) {
    this.opened.push(path);
  }
}

class RecordingEvents implements EventSink {
  readonly progress: BridgeEventPayload<'exportProgress'>[] = [];
  emit(event: string, payload: unknown) {
    if (event === 'exportProgress') {
      this.progress.push(payload as BridgeEventPayload<'exportProgress'>);
    }
  }
}

const EXPORTED_AT = new Date('2025-03-07T05:30:00Z');

function setUp(kits: Record<string, MediaKit | Error>) {
  printed.length = 0;
  const source = new FakeSource(kits);
  const renderer = new FakeRenderer();
  const dialogs = new FakeDialogs();
  const events = new RecordingEvents();
  const settings = new FakeSettings();
  const verifier = new FakeVerifier();
  const exporter = new MediaKitExporter({
    source,
    renderer,
    dialogs,
    events,
    settings,
    verifier,
    now: () => EXPORTED_AT,
  });
  return { source, renderer, dialogs, events, settings, verifier, exporter };
}

const tempFolder = () => mkdtemp(join(tmpdir(), 'kit-export-'));

const ana = kitOf('a1', 'Ana López', 'ana.lopez');
const beto = kitOf('b2', 'Beto Ruiz', null);

describe('exporting one media kit', () => {
  it('suggests a name, writes the rendered file where the user chose and reveals it', async () => {
    const { exporter, dialogs, source } = setUp({ active: ana });
    const folder = await tempFolder();
    dialogs.savePath = join(folder, 'mi-kit.pdf');

    expect(await exporter.exportOne({ format: 'pdf' })).toEqual({
      saved: true,
      fileName: 'mi-kit.pdf',
      verification: { code: 'K000000001', registered: true },
    });
    expect(source.asked).toEqual([undefined]);
    expect(dialogs.suggested).toEqual(['kit-de-medios-ana-lopez.pdf']);
    expect(await readFile(join(folder, 'mi-kit.pdf'), 'utf8')).toBe('pdf:Ana López');
    expect(dialogs.revealed).toEqual([join(folder, 'mi-kit.pdf')]);
  });

  it('adds the extension when the dialog answers a bare name', async () => {
    const { exporter, dialogs } = setUp({ b2: beto });
    const folder = await tempFolder();
    dialogs.savePath = join(folder, 'beto');
    expect(await exporter.exportOne({ accountId: 'b2', format: 'png' })).toEqual({
      saved: true,
      fileName: 'beto.png',
      verification: { code: 'K000000001', registered: true },
    });
    expect(await readdir(folder)).toEqual(['beto.png']);
  });

  it('writes nothing when the user closes the save dialog', async () => {
    const { exporter, dialogs, renderer } = setUp({ active: ana });
    expect(await exporter.exportOne({ format: 'pdf' })).toEqual({
      saved: false,
      fileName: null,
      verification: null,
    });
    expect(renderer.rendered).toEqual([]);
    expect(dialogs.revealed).toEqual([]);
  });

  it('says in Spanish that the file could not be saved, and leaves no file, when writing fails', async () => {
    const { exporter, dialogs } = setUp({ active: ana });
    const folder = await tempFolder();
    dialogs.savePath = join(folder, 'borrada', 'kit.pdf');

    const failure = exporter.exportOne({ format: 'pdf' });
    await expect(failure).rejects.toBeInstanceOf(BridgeError);
    await expect(failure).rejects.toMatchObject({
      status: 500,
      code: ErrorCode.exportFailed,
      message: expect.stringContaining('No se pudo guardar el archivo'),
    });
    expect(await readdir(folder)).toEqual([]);
    expect(dialogs.revealed).toEqual([]);
  });

  it('keeps the file already at the chosen path when rendering fails', async () => {
    const { exporter, dialogs, renderer } = setUp({ active: ana });
    const folder = await tempFolder();
    dialogs.savePath = join(folder, 'kit.pdf');
    await writeFile(dialogs.savePath, 'el kit anterior');
    renderer.failFor.add('Ana López');

    await expect(exporter.exportOne({ format: 'pdf' })).rejects.toMatchObject({
      code: ErrorCode.exportFailed,
    });
    expect(await readFile(dialogs.savePath, 'utf8')).toBe('el kit anterior');
    expect(await readdir(folder)).toEqual(['kit.pdf']);
  });

  it('passes on why there is no kit (offline with no saved copy) before any dialog', async () => {
    const { exporter, dialogs } = setUp({ active: offline });
    await expect(exporter.exportOne({ format: 'pdf' })).rejects.toBe(offline);
    expect(dialogs.suggested).toEqual([]);
  });
  it('prints the kit with the account’s options, the agency and a registered code, on its paper size', async () => {
    const { exporter, dialogs, settings, verifier, renderer } = setUp({ active: ana });
    const options: KitOptions = {
      ...defaultKitOptions(),
      sections: { ...defaultKitOptions().sections, prices: false },
      accent: '#0f766e',
      page_size: 'letter',
    };
    settings.options.set('a1', options);
    settings.agencyDetails = {
      name: 'Agencia Norte',
      contact_person: 'Laura Gómez',
      email: 'laura@agencianorte.mx',
      phone: '+52 55 1234 5678',
      logo: null,
    };
    dialogs.savePath = join(await tempFolder(), 'kit.pdf');

    await exporter.exportOne({ format: 'pdf' });

    expect(verifier.requests).toEqual([{ kit: ana, offline: false, exportedAt: EXPORTED_AT }]);
    expect(printed).toEqual([
      {
        kit: ana,
        print: {
          options,
          agency: settings.agencyDetails,
          verification: {
            code: 'K000000001',
            url: 'http://core.test/api/v3/media-kit/verify/K000000001',
            qr_svg: '<svg/>',
            registered: true,
          },
          exportedAt: EXPORTED_AT,
        },
      },
    ]);
    expect(renderer.pdfOptions).toEqual([{ pageSize: 'letter' }]);
  });

  it('prints a kit read from the offline copy with its code not registered yet', async () => {
    const { exporter, dialogs, source, verifier } = setUp({ active: ana });
    source.cached.add('a1');
    dialogs.savePath = join(await tempFolder(), 'kit.png');

    await exporter.exportOne({ format: 'png' });

    expect(verifier.requests.map((request) => request.offline)).toEqual([true]);
    expect(printed[0]!.print.verification).toMatchObject({ registered: false });
    expect(printed[0]!.print.agency).toBeNull();
    expect(printed[0]!.print.options).toEqual(defaultKitOptions());
  });

  it('makes no code when the user closes the save dialog', async () => {
    const { exporter, verifier } = setUp({ active: ana });
    await exporter.exportOne({ format: 'pdf' });
    expect(verifier.requests).toEqual([]);
    expect(printed).toEqual([]);
  });

  it('fails with the core API’s own reason, and writes nothing, when it refuses the record', async () => {
    const { exporter, dialogs, verifier, renderer } = setUp({ active: ana });
    const folder = await tempFolder();
    dialogs.savePath = join(folder, 'kit.pdf');
    const refused = new BridgeError({
      status: 403,
      code: ErrorCode.forbidden,
      message: 'Los media kits son para cuentas de creador.',
    });
    verifier.fail = refused;

    await expect(exporter.exportOne({ format: 'pdf' })).rejects.toBe(refused);
    expect(renderer.rendered).toEqual([]);
    expect(await readdir(folder)).toEqual([]);
  });
});

/** Progress results in the order the accounts were asked for (kits finish in any order). */
const byAccount = (results: BatchKitResult[]) =>
  [...results].sort((a, b) => a.accountId.localeCompare(b.accountId));

describe('exporting media kits in a batch', () => {
  it('writes one file per account in order, with progress, and opens the folder', async () => {
    const twin = kitOf('c3', 'Ana López (otra)', 'ana.lopez');
    const { exporter, dialogs, events } = setUp({ a1: ana, b2: beto, c3: twin });
    const folder = await tempFolder();
    await writeFile(join(folder, 'kit-de-medios-beto-ruiz.pdf'), 'de la semana pasada');
    dialogs.folder = folder;

    const answer = await exporter.exportMany({ accountIds: ['a1', 'b2', 'c3'], format: 'pdf' });

    expect(answer).toMatchObject({
      started: true,
      folderName: folder.split('/').pop(),
      cancelled: false,
    });
    expect(answer.results).toEqual([
      {
        accountId: 'a1',
        name: 'Ana López',
        status: 'saved',
        fileName: 'kit-de-medios-ana-lopez.pdf',
        message: null,
      },
      {
        accountId: 'b2',
        name: 'Beto Ruiz',
        status: 'saved',
        fileName: 'kit-de-medios-beto-ruiz-2.pdf',
        message: null,
      },
      {
        accountId: 'c3',
        name: 'Ana López (otra)',
        status: 'saved',
        fileName: 'kit-de-medios-ana-lopez-2.pdf',
        message: null,
      },
    ]);
    expect(await readFile(join(folder, 'kit-de-medios-beto-ruiz.pdf'), 'utf8')).toBe(
      'de la semana pasada',
    );
    expect(await readFile(join(folder, 'kit-de-medios-ana-lopez-2.pdf'), 'utf8')).toBe(
      'pdf:Ana López (otra)',
    );
    // Two kits print at once: the events come as kits finish, each counting one more.
    expect(events.progress.map(({ batchId, done, total }) => [batchId, done, total])).toEqual(
      answer.results.map((_result, index) => [answer.batchId, index + 1, 3]),
    );
    expect(byAccount(events.progress.map(({ result }) => result))).toEqual(answer.results);
    expect(dialogs.opened).toEqual([folder]);
  });

  it('reports a kit that cannot be read or written as failed, with the reason, and goes on', async () => {
    const { exporter, dialogs, renderer } = setUp({ a1: offline, b2: beto, c3: ana });
    dialogs.folder = await tempFolder();
    renderer.failFor.add('Beto Ruiz');

    const answer = await exporter.exportMany({ accountIds: ['a1', 'b2', 'c3'], format: 'png' });

    expect(answer.results.map(({ status, message }) => [status, message])).toEqual([
      ['failed', offline.message],
      ['failed', expect.stringContaining('No se pudo guardar el archivo')],
      ['saved', null],
    ]);
    expect(await readdir(dialogs.folder)).toEqual(['kit-de-medios-ana-lopez.png']);
  });

  it('does not open the folder when nothing was saved', async () => {
    const { exporter, dialogs } = setUp({ a1: offline });
    dialogs.folder = await tempFolder();
    const answer = await exporter.exportMany({ accountIds: ['a1'], format: 'pdf' });
    expect(answer.results[0]!.status).toBe('failed');
    expect(dialogs.opened).toEqual([]);
  });

  it('writes nothing when the user closes the folder dialog', async () => {
    const { exporter, events, renderer } = setUp({ a1: ana });
    const answer = await exporter.exportMany({ accountIds: ['a1'], format: 'pdf' });
    expect(answer).toMatchObject({
      started: false,
      folderName: null,
      results: [],
      cancelled: false,
    });
    expect(renderer.rendered).toEqual([]);
    expect(events.progress).toEqual([]);
  });

  it('starts nothing when cancelled while the folder dialog is open', async () => {
    const { exporter, dialogs, renderer } = setUp({ a1: ana });
    const folder = await tempFolder();
    dialogs.chooseFolder = async () => {
      expect(exporter.cancel()).toEqual({ cancelled: true });
      return folder;
    };
    const answer = await exporter.exportMany({ accountIds: ['a1'], format: 'pdf' });
    expect(answer).toMatchObject({ started: false, results: [], cancelled: true });
    expect(renderer.rendered).toEqual([]);
    expect(await readdir(folder)).toEqual([]);
  });

  it('runs one batch at a time', async () => {
    const { exporter, dialogs, renderer } = setUp({ a1: ana, b2: beto });
    dialogs.folder = await tempFolder();
    let release!: () => void;
    renderer.hold = () => new Promise((resolve) => (release = resolve));

    const first = exporter.exportMany({ accountIds: ['a1'], format: 'pdf' });
    await expect(exporter.exportMany({ accountIds: ['b2'], format: 'pdf' })).rejects.toMatchObject({
      status: 409,
      code: ErrorCode.exportBusy,
      message: expect.stringContaining('Ya hay una exportación en curso'),
    });
    await vi.waitFor(() => expect(renderer.rendered).toHaveLength(1));
    release();
    expect((await first).results[0]!.status).toBe('saved');

    renderer.hold = null;
    expect((await exporter.exportMany({ accountIds: ['b2'], format: 'pdf' })).started).toBe(true);
  });

  it('on cancel finishes the kits in progress and reports the rest as cancelled', async () => {
    const carla = kitOf('c3', 'Carla Díaz', 'carla');
    const { exporter, dialogs, renderer, events } = setUp({ a1: ana, b2: beto, c3: carla });
    const folder = await tempFolder();
    dialogs.folder = folder;
    expect(exporter.cancel()).toEqual({ cancelled: false });
    renderer.hold = async (name) => {
      if (name === 'Beto Ruiz') expect(exporter.cancel()).toEqual({ cancelled: true });
    };

    const answer = await exporter.exportMany({ accountIds: ['a1', 'b2', 'c3'], format: 'pdf' });

    expect(answer.cancelled).toBe(true);
    expect(answer.results.map(({ accountId, status }) => [accountId, status])).toEqual([
      ['a1', 'saved'],
      ['b2', 'saved'],
      ['c3', 'cancelled'],
    ]);
    expect(renderer.rendered).toEqual(['Ana López', 'Beto Ruiz']);
    expect((await readdir(folder)).sort()).toEqual([
      'kit-de-medios-ana-lopez.pdf',
      'kit-de-medios-beto-ruiz.pdf',
    ]);
    // Two kits print at once: the cancelled one may be reported before the one still printing.
    expect(events.progress.map(({ done }) => done)).toEqual([1, 2, 3]);
    expect(byAccount(events.progress.map(({ result }) => result))).toEqual(answer.results);
    expect(exporter.cancel()).toEqual({ cancelled: false });
  });
  it('prints each kit of a batch with its own account’s options and its own code', async () => {
    const { exporter, dialogs, settings, renderer } = setUp({ a1: ana, b2: beto });
    dialogs.folder = await tempFolder();
    settings.options.set('b2', { ...defaultKitOptions(), page_size: 'letter' });

    await exporter.exportMany({ accountIds: ['a1', 'b2'], format: 'pdf' });

    expect(renderer.pdfOptions).toEqual([{ pageSize: 'a4' }, { pageSize: 'letter' }]);
    expect(printed.map(({ kit, print }) => [kit.accountId, print.verification?.code])).toEqual([
      ['a1', 'K000000001'],
      ['b2', 'K000000002'],
    ]);
  });

  const fiveKits = () => {
    const kits = Object.fromEntries(
      ['Ana', 'Beto', 'Carla', 'Dani', 'Eva'].map((name, index) => [
        `k${index + 1}`,
        kitOf(`k${index + 1}`, `${name} Pérez`, null),
      ]),
    );
    return { kits, accountIds: Object.keys(kits) };
  };

  it('cancelled as the second of five kits is saved: the kit already started is finished, the rest cancelled, exactly as the events said', async () => {
    const { kits, accountIds } = fiveKits();
    const { exporter, dialogs, events, renderer, verifier } = setUp(kits);
    const folder = await tempFolder();
    dialogs.folder = folder;
    // The user presses Cancel as the second kit's row turns saved.
    const emit = events.emit.bind(events);
    events.emit = (event: string, payload: unknown) => {
      emit(event, payload);
      if (events.progress.length === 2) exporter.cancel();
    };

    const answer = await exporter.exportMany({ accountIds, format: 'pdf' });

    expect(answer.cancelled).toBe(true);
    // Kits 1 and 2 print together; kit 3 starts as kit 1 is saved, before the cancel.
    expect(answer.results.map((result) => [result.accountId, result.status])).toEqual([
      ['k1', 'saved'],
      ['k2', 'saved'],
      ['k3', 'saved'],
      ['k4', 'cancelled'],
      ['k5', 'cancelled'],
    ]);
    expect(byAccount(events.progress.map((progress) => progress.result))).toEqual(answer.results);
    expect(events.progress.map(({ done, total }) => [done, total])).toEqual([
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 5],
    ]);
    expect(renderer.rendered).toEqual(['Ana Pérez', 'Beto Pérez', 'Carla Pérez']);
    expect(verifier.requests).toHaveLength(3);
    expect((await readdir(folder)).sort()).toEqual([
      'kit-de-medios-ana-perez.pdf',
      'kit-de-medios-beto-perez.pdf',
      'kit-de-medios-carla-perez.pdf',
    ]);
  });

  it('prints two kits at once and never a third before one of them is written', async () => {
    const { kits, accountIds } = fiveKits();
    const { exporter, dialogs, renderer } = setUp(kits);
    dialogs.folder = await tempFolder();
    let printing = 0;
    let most = 0;
    renderer.hold = async () => {
      printing += 1;
      most = Math.max(most, printing);
      await new Promise((resolve) => setTimeout(resolve, 5));
      printing -= 1;
    };

    const answer = await exporter.exportMany({ accountIds, format: 'pdf' });

    expect(answer.results.every((result) => result.status === 'saved')).toBe(true);
    expect(most).toBe(2);
  });

  it('cancelled while the second of five kits prints: that kit is finished, the other 3 cancelled', async () => {
    const { kits, accountIds } = fiveKits();
    const { exporter, dialogs, events, renderer } = setUp(kits);
    dialogs.folder = await tempFolder();
    renderer.hold = async (name) => {
      if (name === 'Beto Pérez') exporter.cancel();
    };

    const answer = await exporter.exportMany({ accountIds, format: 'png' });

    expect(answer.results.map((result) => [result.accountId, result.status])).toEqual([
      ['k1', 'saved'],
      ['k2', 'saved'],
      ['k3', 'cancelled'],
      ['k4', 'cancelled'],
      ['k5', 'cancelled'],
    ]);
    expect(byAccount(events.progress.map((progress) => progress.result))).toEqual(answer.results);
    expect(await readdir(dialogs.folder!)).toHaveLength(2);
  });
});
