import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { CalendarEntry } from '../../src-shared/domain/collaboration';
import { CalendarExporter } from './calendar-exporter';
import { anEntry, parseIcs } from './calendar-test-support';
import type { SaveFileKind } from './ports';
import type { CalendarDialogs } from './report-ports';

class FakeDialogs implements CalendarDialogs {
  readonly requests: { defaultName: string; kind: SaveFileKind; title: string }[] = [];
  readonly revealed: string[] = [];
  answer: (defaultName: string) => string | null;
  constructor(folder: string) {
    this.answer = (defaultName) => join(folder, defaultName);
  }
  async chooseSavePath(defaultName: string, kind: SaveFileKind, title: string) {
    this.requests.push({ defaultName, kind, title });
    return this.answer(defaultName);
  }
  reveal(path: string) {
    this.revealed.push(path);
  }
}

describe('"Agregar al calendario"', () => {
  let folder: string;
  let dialogs: FakeDialogs;
  let entries: CalendarEntry[];
  const asked: Array<{ from: string; to: string }> = [];
  const exporter = () =>
    new CalendarExporter({
      source: {
        entries: async (range) => {
          asked.push(range);
          return entries;
        },
      },
      dialogs,
      now: () => new Date('2030-01-05T12:00:00.000Z'),
    });

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'calendar-export-'));
    dialogs = new FakeDialogs(folder);
    entries = [anEntry(), anEntry({ uid: 'item-2-due', number: 3, date: '2030-01-22' })];
    asked.length = 0;
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('saves the range’s entries as an .ics through the save dialog and shows the file', async () => {
    const answer = await exporter().export({ from: '2030-01-01', to: '2030-01-31' });

    expect(answer).toEqual({ fileName: 'calendario-colaboraciones-2030-01-01-2030-01-31.ics' });
    expect(asked).toEqual([{ from: '2030-01-01', to: '2030-01-31' }]);
    expect(dialogs.requests).toEqual([
      {
        defaultName: 'calendario-colaboraciones-2030-01-01-2030-01-31.ics',
        kind: 'ics',
        title: 'Agregar al calendario',
      },
    ]);
    const path = join(folder, answer!.fileName);
    expect(dialogs.revealed).toEqual([path]);
    const calendar = parseIcs(await readFile(path, 'utf8'));
    expect(calendar.events.map((event) => [event.uid, event.start, event.startType])).toEqual([
      ['collaboration-item-1-due@marcacreadores.mx', '2030-01-15', 'date'],
      ['item-2-due', '2030-01-22', 'date'],
    ]);
    // Written atomically: nothing but the file is left in the folder.
    expect(await readdir(folder)).toEqual([answer!.fileName]);
  });

  it('a second export with a moved date keeps the UIDs and bumps that event’s SEQUENCE', async () => {
    const first = await exporter().export({ from: '2030-01-01', to: '2030-01-31' });
    const before = parseIcs(await readFile(join(folder, first!.fileName), 'utf8')).events;
    entries = [
      anEntry({ date: '2030-01-18', sequence: 2, updated_at: '2030-01-04T09:00:00.000Z' }),
      entries[1]!,
    ];
    dialogs.answer = () => join(folder, 'otra-vez');

    const second = await exporter().export({ from: '2030-01-01', to: '2030-01-31' });

    // A name typed without its extension still gets one.
    expect(second).toEqual({ fileName: 'otra-vez.ics' });
    const after = parseIcs(await readFile(join(folder, 'otra-vez.ics'), 'utf8')).events;
    expect(after.map((event) => event.uid)).toEqual(before.map((event) => event.uid));
    expect(after[0]).toMatchObject({ start: '2030-01-18', sequence: before[0]!.sequence + 1 });
    expect(after[1]).toEqual(before[1]);
  });

  it('writes nothing when the dialog is closed', async () => {
    dialogs.answer = () => null;
    expect(await exporter().export({ from: '2030-01-01', to: '2030-01-31' })).toBeNull();
    expect(await readdir(folder)).toEqual([]);
    expect(dialogs.revealed).toEqual([]);
  });

  it('fails with a Spanish reason and leaves no half file when the folder cannot take it', async () => {
    dialogs.answer = () => join(folder, 'no-existe', 'calendario.ics');
    const failure = await exporter()
      .export({ from: '2030-01-01', to: '2030-01-31' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BridgeError);
    expect((failure as BridgeError).message).toMatch(/^No se pudo guardar el calendario/);
    expect(await readdir(folder)).toEqual([]);
  });
});
