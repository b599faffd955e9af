import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OfflineStore } from './offline-store';
import { READ_SHELVES, readKey } from './recent-reads';

const ACCOUNT = 'embedded#9b2f6c1e-1111-4c3b-9a55-0a0b0c0d0e0f';
const OTHER = 'https://equipo.ejemplo.mx#9b2f6c1e-2222-4c3b-9a55-0a0b0c0d0e0f';

async function store(now = () => new Date('2030-05-06T07:08:09.000Z')) {
  return new OfflineStore(await mkdtemp(join(tmpdir(), 'recent-reads-')), { now });
}

const creatorPage = (n: number) => ({
  shelf: 'creator' as const,
  key: readKey({ id: `c${n}` }),
  value: { id: `c${n}`, first_name: `Creadora ${n}` },
});

describe('recent reads in the offline copy', () => {
  it('keys a read by its arguments, whatever their order, with page 1 as no page', () => {
    expect(readKey({ status: 'sent', page: 2 })).toBe(readKey({ page: 2, status: 'sent' }));
    expect(readKey({ page: 1 })).toBe(readKey({}));
    expect(readKey({ status: undefined })).toBe(readKey(undefined));
    expect(readKey({ page: 2 })).not.toBe(readKey({}));
  });

  it('keeps the last 20 creator pages opened, dropping the oldest first', async () => {
    let clock = new Date('2030-01-01T00:00:00.000Z');
    const offline = await store(() => clock);
    expect(READ_SHELVES.creator).toBe(20);
    for (let n = 1; n <= 20; n += 1) {
      clock = new Date(clock.getTime() + 60_000);
      await offline.keepReads(ACCOUNT, [creatorPage(n)]);
    }
    // Opening the first one again makes it the most recent: the second is now the oldest.
    await offline.keepReads(ACCOUNT, [creatorPage(1)]);
    await offline.keepReads(ACCOUNT, [creatorPage(21)]);

    expect(await offline.findRead(ACCOUNT, 'creator', readKey({ id: 'c2' }))).toBeNull();
    for (const n of [1, 3, 20, 21]) {
      expect(await offline.findRead(ACCOUNT, 'creator', readKey({ id: `c${n}` }))).toMatchObject({
        value: { id: `c${n}` },
      });
    }
    const file = JSON.parse(
      await readFile(join(offline.folderFor(ACCOUNT), 'reads.json'), 'utf8'),
    ) as { creator: Array<{ key: string }> };
    expect(file.creator).toHaveLength(20);
    expect(file.creator[0]?.key).toBe(readKey({ id: 'c21' }));
  });

  it('answers each entry with the time it was saved, a newer answer replacing the older', async () => {
    let clock = new Date('2030-01-01T10:00:00.000Z');
    const offline = await store(() => clock);
    await offline.keepReads(ACCOUNT, [{ shelf: 'interests', key: '{}', value: { results: [] } }]);
    clock = new Date('2030-01-02T10:00:00.000Z');
    const interests = { results: [{ id: 'i1', network: 'instagram', username: 'cocina' }] };
    await offline.keepReads(ACCOUNT, [{ shelf: 'interests', key: '{}', value: interests }]);
    expect(await offline.findRead(ACCOUNT, 'interests', '{}')).toEqual({
      key: '{}',
      saved_at: '2030-01-02T10:00:00.000Z',
      value: interests,
    });
  });

  it('keeps each account’s reads apart and forgets them with the account', async () => {
    const offline = await store();
    await offline.keepReads(ACCOUNT, [creatorPage(1)]);
    await offline.keepReads(OTHER, [creatorPage(2)]);
    expect(await offline.findRead(OTHER, 'creator', readKey({ id: 'c1' }))).toBeNull();
    expect(await offline.findRead(ACCOUNT, 'creator', readKey({ id: 'c1' }))).not.toBeNull();

    await offline.remove(ACCOUNT);
    expect(await offline.findRead(ACCOUNT, 'creator', readKey({ id: 'c1' }))).toBeNull();
    // A read that finishes after the sign-out does not bring the copy back.
    expect(await offline.keepReads(ACCOUNT, [creatorPage(3)])).toBe(false);
    expect(await readdir(offline.root)).toHaveLength(1);
    expect(await offline.findRead(OTHER, 'creator', readKey({ id: 'c2' }))).not.toBeNull();
  });

  it('writes atomically: reads at once lose nothing, and a crash’s half file is never read', async () => {
    const offline = await store();
    await Promise.all(
      Array.from({ length: 10 }, (_, index) => offline.keepReads(ACCOUNT, [creatorPage(index)])),
    );
    const folder = offline.folderFor(ACCOUNT);
    for (let n = 0; n < 10; n += 1) {
      expect(await offline.findRead(ACCOUNT, 'creator', readKey({ id: `c${n}` }))).not.toBeNull();
    }
    expect(await readdir(folder)).toEqual(['reads.json']);
    expect((await stat(join(folder, 'reads.json'))).mode & 0o777).toBe(0o600);

    // What a kill between write and rename leaves: a half-written temporary file beside it.
    await writeFile(join(folder, 'reads.json.0123456789ab.tmp'), '{"creator": [{"key"');
    expect(await offline.findRead(ACCOUNT, 'creator', readKey({ id: 'c0' }))).not.toBeNull();
    expect(await offline.sweep()).toBe(1);
    expect(await readdir(folder)).toEqual(['reads.json']);
  });
});
