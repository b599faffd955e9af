import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeskStore, groupsOf, TooManyGroupsError } from './desk-store';

const fresh = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'desk-store-'));
  return { dir, store: new DeskStore(dir) };
};

describe('DeskStore (agency-desk.json)', () => {
  it('keeps groups and notes per account; empty ones leave no entry', async () => {
    const { dir, store } = await fresh();
    await store.saveNotes('a', { group: '  Moda ', note: 'Nota' });
    await store.saveNotes('b', { group: 'Gaming' });
    await store.saveNotes('c', { group: 'moda' });
    let file = await store.read();
    expect(file.accounts.a).toEqual({ group: 'Moda', note: 'Nota' });
    expect(groupsOf(file)).toEqual(['Gaming', 'moda', 'Moda']);
    await store.saveNotes('b', { group: '' });
    file = await store.read();
    expect(file.accounts.b).toBeUndefined();
    const written = JSON.parse(await readFile(join(dir, 'agency-desk.json'), 'utf8'));
    expect(written.accounts.a.group).toBe('Moda');
  });

  it('announces nothing at the first look, then only lines not seen before', async () => {
    const { store } = await fresh();
    expect(await store.see([{ id: 'x:1', accountId: 'a' }], new Date())).toEqual([]);
    expect(
      await store.see(
        [
          { id: 'x:1', accountId: 'a' },
          { id: 'x:2', accountId: 'b' },
        ],
        new Date(),
      ),
    ).toEqual(['x:2']);
    expect(await store.see([{ id: 'x:2', accountId: 'b' }], new Date())).toEqual([]);
  });

  it('forgets an account: its notes, marks and seen lines', async () => {
    const { store } = await fresh();
    await store.see([], new Date());
    await store.saveNotes('a', { note: 'n' });
    await store.markLine('x:1', {
      accountId: 'a',
      state: 'done',
      until: null,
      at: new Date().toISOString(),
    });
    await store.markLine('x:2', {
      accountId: 'b',
      state: 'done',
      until: null,
      at: new Date().toISOString(),
    });
    await store.see([{ id: 'x:1', accountId: 'a' }], new Date());
    const file = await store.forget('a');
    expect(file.accounts).toEqual({});
    expect(Object.keys(file.marks)).toEqual(['x:2']);
    expect(file.seen).toEqual({});
  });

  it('sets a file that breaks the rules aside instead of reading it', async () => {
    const { dir, store } = await fresh();
    await writeFile(
      join(dir, 'agency-desk.json'),
      JSON.stringify({ accounts: { a: { group: 'Mo\u202Eda', note: '' } }, marks: {} }),
    );
    expect((await store.read()).accounts).toEqual({});
    expect((await readdir(dir)).some((name) => name.startsWith('agency-desk.json.corrupt-'))).toBe(
      true,
    );
  });

  it('keeps at most 50 group names', async () => {
    const { store } = await fresh();
    for (let i = 0; i < 50; i += 1) await store.saveNotes(`a${i}`, { group: `Grupo ${i}` });
    await expect(store.saveNotes('z', { group: 'Uno más' })).rejects.toBeInstanceOf(
      TooManyGroupsError,
    );
    await store.saveNotes('z', { group: 'Grupo 3' });
  });

  it('drops marks of lines gone for 90 days, keeps the others', async () => {
    const { store } = await fresh();
    const now = new Date('2026-12-07T00:00:00.000Z');
    await store.markLine('old:1', {
      accountId: 'a',
      state: 'done',
      until: null,
      at: '2026-08-01T00:00:00.000Z',
    });
    await store.markLine('live:1', {
      accountId: 'a',
      state: 'done',
      until: null,
      at: '2026-08-01T00:00:00.000Z',
    });
    await store.markLine('new:1', {
      accountId: 'a',
      state: 'done',
      until: null,
      at: '2026-12-01T00:00:00.000Z',
    });
    const file = await store.prune(new Set(['live:1']), now);
    expect(Object.keys(file.marks).sort()).toEqual(['live:1', 'new:1']);
  });
});
