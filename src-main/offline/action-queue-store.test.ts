import { seededRandom, writeThenKill } from '../../tests/support/kill-mid-write';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { sweepTemporaryFiles } from '../storage/atomic-file';
import type { CorruptFileReport } from '../storage/json-file';
import { ActionQueueStore } from './action-queue-store';
import { CRASH_ACCOUNT, crashQueue } from './action-queue-crash-values';

describe('the queue file', () => {
  it('keeps an unreadable queue aside and says so, instead of reading it as empty in silence', async () => {
    const root = await mkdtemp(join(tmpdir(), 'queue-corrupt-'));
    const reports: CorruptFileReport[] = [];
    const store = new ActionQueueStore({
      folderFor: () => root,
      onCorrupt: (report) => reports.push(report),
    });
    await writeFile(join(root, 'queue.json'), '{"version":1,"actions":[{"id":"x"');
    expect(await store.read(CRASH_ACCOUNT)).toEqual([]);
    expect(reports).toHaveLength(1);
    const names = await readdir(root);
    expect(names.some((name) => name.startsWith('queue.json.corrupt-'))).toBe(true);

    // A queue holding an action no bridge method accepts (a payment) is not a queue either.
    const bad = crashQueue(3).map((action) => ({ ...action, kind: 'buyCredits' }));
    await writeFile(join(root, 'queue.json'), JSON.stringify({ version: 1, actions: bad }));
    expect(await store.read(CRASH_ACCOUNT)).toEqual([]);
    expect(reports).toHaveLength(2);
  });

  it('reads back what it wrote, schema-checked', async () => {
    const root = await mkdtemp(join(tmpdir(), 'queue-store-'));
    const store = new ActionQueueStore({ folderFor: () => join(root, 'ana') });
    await store.update(CRASH_ACCOUNT, () => ({ actions: crashQueue(5), result: undefined }));
    expect(await store.read(CRASH_ACCOUNT)).toEqual(crashQueue(5));
    expect(JSON.parse(await readFile(join(root, 'ana', 'queue.json'), 'utf8'))).toMatchObject({
      version: 1,
    });
    // Forgotten: nothing more is written for that account.
    await store.forget(CRASH_ACCOUNT);
    await store.update(CRASH_ACCOUNT, () => ({ actions: crashQueue(6), result: undefined }));
    store.reopen(CRASH_ACCOUNT);
    expect((await store.read(CRASH_ACCOUNT))[0]?.args).toMatchObject({ price: 5 });
  });
});

describe('a crash between write and rename (kill -9)', () => {
  it('always leaves the previous queue or the next one whole', async () => {
    const root = await mkdtemp(join(tmpdir(), 'queue-kill-'));
    await mkdir(root, { recursive: true });
    const onCorrupt = vi.fn();
    const random = seededRandom(29);
    let lastSeen = 0;
    for (let run = 0; run < 6; run += 1) {
      await writeThenKill(join(import.meta.dirname, 'action-queue-crash-writer.ts'), root, random);
      const store = new ActionQueueStore({ folderFor: () => root, onCorrupt });
      const actions = await store.read(CRASH_ACCOUNT);
      const first = actions[0];
      const sequence = first?.kind === 'savePrice' ? first.args.price : 0;
      expect(actions).toEqual(crashQueue(sequence));
      expect(sequence).toBeGreaterThan(lastSeen);
      lastSeen = sequence;
      const names = await readdir(root);
      expect(names.filter((name) => !name.endsWith('.tmp'))).toEqual(['queue.json']);
      await sweepTemporaryFiles(root);
    }
    expect(onCorrupt).not.toHaveBeenCalled();
  }, 60_000);
});
