import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  readJsonFile,
  readJsonFileSync,
  writeJsonFileAtomic,
  type CorruptFileReport,
} from './json-file';

const now = () => new Date('2026-11-26T10:00:00.000Z');
const KEPT = '.corrupt-20261126T100000000Z';

describe('JSON files in the user-data folder', () => {
  it('answers the fallback for a missing file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'json-file-'));
    expect(await readJsonFile(join(dir, 'missing.json'), { a: 1 })).toEqual({ a: 1 });
    expect(readJsonFileSync(join(dir, 'missing.json'), { a: 1 })).toEqual({ a: 1 });
  });

  it('keeps a file that is not JSON aside and reports it before answering the fallback', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'json-file-'));
    const path = join(dir, 'broken.json');
    await writeFile(path, '{"half');
    const reports: CorruptFileReport[] = [];
    const read = await readJsonFile(path, [], { now, onCorrupt: (r) => reports.push(r) });
    expect(read).toEqual([]);
    expect(await readdir(dir)).toEqual([`broken.json${KEPT}`]);
    expect(reports).toEqual([
      { path, keptAs: `${path}${KEPT}`, cause: expect.stringContaining('not JSON (6 bytes)') },
    ]);
  });

  it('keeps aside a file that does not match its schema, in the synchronous read too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'json-file-'));
    const schema = v.object({ dataDir: v.string() });
    const reports: CorruptFileReport[] = [];
    const onCorrupt = (report: CorruptFileReport) => reports.push(report);
    await writeFile(join(dir, 'a.json'), '{"dataDir": 3}');
    await writeFile(join(dir, 'b.json'), '"text"');
    expect(await readJsonFile(join(dir, 'a.json'), null, { schema, now, onCorrupt })).toBeNull();
    expect(readJsonFileSync(join(dir, 'b.json'), null, { schema, now, onCorrupt })).toBeNull();
    expect((await readdir(dir)).sort()).toEqual([`a.json${KEPT}`, `b.json${KEPT}`]);
    expect(reports.map((report) => report.cause)).toEqual([
      expect.stringContaining('unexpected content at dataDir'),
      expect.stringContaining('unexpected content at (root)'),
    ]);
  });

  it('answers the checked value of a well-formed file and leaves it alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'json-file-'));
    const schema = v.object({ n: v.number() });
    await writeFile(join(dir, 'ok.json'), '{"n": 2, "extra": true}');
    expect(await readJsonFile(join(dir, 'ok.json'), { n: 0 }, { schema })).toEqual({ n: 2 });
    expect(await readdir(dir)).toEqual(['ok.json']);
  });

  it('reports once when two reads find the same corrupt file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'json-file-'));
    const path = join(dir, 'accounts.json');
    await writeFile(path, 'nope');
    const reports: CorruptFileReport[] = [];
    const options = { now, onCorrupt: (report: CorruptFileReport) => reports.push(report) };
    await Promise.all([readJsonFile(path, 0, options), readJsonFile(path, 0, options)]);
    expect(reports).toHaveLength(1);
  });

  it('writes atomically and leaves no temporary files behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'json-file-'));
    const path = join(dir, 'nested', 'settings.json');
    await Promise.all([1, 2, 3].map((n) => writeJsonFileAtomic(path, { n })));
    expect([1, 2, 3]).toContain((await readJsonFile<{ n: number }>(path, { n: 0 })).n);
    expect(await readdir(join(dir, 'nested'))).toEqual(['settings.json']);
  });
});
