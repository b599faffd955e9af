import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { BridgeEventPayload } from '../../src-shared/bridge/contract';
import type { MediaKit, MediaKitFormat } from '../../src-shared/domain/media-kit';
import type { EventSink } from '../ipc/event-sink';
import { MediaKitExporter } from './media-kit-exporter';
import type { FileDialogs, KitRenderer, MediaKitSource } from './ports';

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
  constructor(readonly kits: Record<string, MediaKit | Error>) {}
  async kitFor(accountId?: string) {
    this.asked.push(accountId);
    const kit = this.kits[accountId ?? 'active'];
    if (!kit) throw new Error(`no such account ${accountId}`);
    if (kit instanceof Error) throw kit;
    return { kit, from_cache: false };
  }
}

/** Writes the kit's name as the "file"; `hold` lets a test act while a kit is being rendered. */
class FakeRenderer implements KitRenderer {
  readonly rendered: string[] = [];
  failFor = new Set<string>();
  hold: ((name: string) => Promise<void>) | null = null;
  pdf(html: string) {
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

function setUp(kits: Record<string, MediaKit | Error>) {
  const source = new FakeSource(kits);
  const renderer = new FakeRenderer();
  const dialogs = new FakeDialogs();
  const events = new RecordingEvents();
  const exporter = new MediaKitExporter({ source, renderer, dialogs, events });
  return { source, renderer, dialogs, events, exporter };
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
    });
    expect(await readdir(folder)).toEqual(['beto.png']);
  });

  it('writes nothing when the user closes the save dialog', async () => {
    const { exporter, dialogs, renderer } = setUp({ active: ana });
    expect(await exporter.exportOne({ format: 'pdf' })).toEqual({ saved: false, fileName: null });
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
});

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
    expect(
      events.progress.map(({ batchId, done, total, result }) => [batchId, done, total, result]),
    ).toEqual(answer.results.map((result, index) => [answer.batchId, index + 1, 3, result]));
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

  it('on cancel finishes the kit in progress and reports the rest as cancelled', async () => {
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
    expect(events.progress.map(({ done, result }) => [done, result.status])).toEqual([
      [1, 'saved'],
      [2, 'saved'],
      [3, 'cancelled'],
    ]);
    expect(exporter.cancel()).toEqual({ cancelled: false });
  });
});
