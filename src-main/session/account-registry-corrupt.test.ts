import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { User } from '../../src-shared/domain/user';
import type { CorruptFileReport } from '../storage/json-file';
import { AccountRegistry, storedAccountFor } from './account-registry';

const now = () => new Date('2026-11-26T14:30:00.000Z');

const ana: User = {
  id: 'u1',
  email: 'ana@example.com',
  role: 'influencer',
  permissions: [],
  first_name: 'Ana',
  last_name: 'López',
  profile_image: null,
  question_text: '',
  telephone: '',
  country: 'MX',
  meta_info: {} as User['meta_info'],
  vanity_name: 'ana',
};

async function registryWith(content: string) {
  const dir = await mkdtemp(join(tmpdir(), 'accounts-corrupt-'));
  await writeFile(join(dir, 'accounts.json'), content);
  const reports: CorruptFileReport[] = [];
  const registry = new AccountRegistry(dir, { now, onCorrupt: (report) => reports.push(report) });
  return { dir, registry, reports };
}

describe('a corrupt accounts.json', () => {
  it('is kept aside with its content and reported, and the desktop starts with no accounts', async () => {
    const { dir, registry, reports } = await registryWith(
      '{"activeAccountId": "embedded#u1", "acc',
    );

    expect(await registry.read()).toEqual({ activeAccountId: null, accounts: [] });

    const keptAs = join(dir, 'accounts.json.corrupt-20261126T143000000Z');
    expect(await readdir(dir)).toEqual(['accounts.json.corrupt-20261126T143000000Z']);
    expect(await readFile(keptAs, 'utf8')).toBe('{"activeAccountId": "embedded#u1", "acc');
    expect(reports).toEqual([
      { path: join(dir, 'accounts.json'), keptAs, cause: expect.stringContaining('not JSON') },
    ]);
  });

  it('counts as corrupt when it is JSON but not the accounts this app writes', async () => {
    const { dir, registry, reports } = await registryWith(
      JSON.stringify({ activeAccountId: 7, accounts: [{ id: 'x' }] }),
    );
    expect((await registry.read()).accounts).toEqual([]);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.cause).toContain('unexpected content');
    expect(await readdir(dir)).toEqual(['accounts.json.corrupt-20261126T143000000Z']);
  });

  it('is not overwritten by the next sign-in, which starts a new file', async () => {
    const { dir, registry } = await registryWith('not json at all');
    await registry.upsertActive(storedAccountFor('embedded', ana));
    expect((await readdir(dir)).sort()).toEqual([
      'accounts.json',
      'accounts.json.corrupt-20261126T143000000Z',
    ]);
    expect(await readFile(join(dir, 'accounts.json.corrupt-20261126T143000000Z'), 'utf8')).toBe(
      'not json at all',
    );
    expect((await registry.read()).activeAccountId).toBe('embedded#u1');
  });

  it('leaves a well-formed file in place, older records included', async () => {
    const { handle: _old, syncedAt: _none, ...older } = storedAccountFor('embedded', ana);
    const { dir, registry, reports } = await registryWith(
      JSON.stringify({ activeAccountId: older.id, accounts: [older] }),
    );
    expect((await registry.read()).accounts.map((account) => account.id)).toEqual(['embedded#u1']);
    expect(reports).toEqual([]);
    expect(await readdir(dir)).toEqual(['accounts.json']);
  });
});
