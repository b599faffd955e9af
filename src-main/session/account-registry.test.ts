import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Brand } from '../../src-shared/domain/brand';
import type { User } from '../../src-shared/domain/user';
import { AccountRegistry, storedAccountFor, summarize } from './account-registry';
import { withBrands, withCompany, withSavedBrand } from './organization-names';

const user = (overrides: Partial<User>): User => ({
  id: 'u1',
  email: 'compras@aurora.mx',
  role: 'brand',
  permissions: [],
  first_name: '',
  last_name: '',
  profile_image: null,
  question_text: '',
  telephone: '',
  country: 'MX',
  meta_info: {} as User['meta_info'],
  vanity_name: null,
  ...overrides,
});

const brand = (id: string, name: string, created_at: string): Brand => ({
  id,
  name,
  logo: null,
  industry: 'beverages',
  website: '',
  description: '',
  created_at,
  updated_at: created_at,
});

const company = (name: string) => ({
  name,
  legal_name: '',
  tax_id: '',
  country: 'MX',
  website: '',
  industry: 'beverages' as const,
  size: '1-10' as const,
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('account registry: the name an account shows', () => {
  let registry: AccountRegistry;
  beforeEach(async () => {
    registry = new AccountRegistry(await mkdtemp(join(tmpdir(), 'registry-')));
  });

  const shown = async () => (await registry.read()).accounts.map((a) => summarize(a).displayName);

  it('names a brand by its e-mail until its company or a brand is known', async () => {
    const account = storedAccountFor('embedded', user({}));
    await registry.upsertActive(account);
    expect(await shown()).toEqual(['compras@aurora.mx']);

    // Its brands first: the oldest one names it, whatever order the list comes in.
    expect(
      await registry.noteOrganization(
        account.id,
        withBrands([
          brand('b2', 'Té Boreal', '2026-02-01T00:00:00Z'),
          brand('b1', 'Café Aurora', '2026-01-01T00:00:00Z'),
        ]),
      ),
    ).toBe(true);
    expect(await shown()).toEqual(['Café Aurora']);
    // Another brand saved does not rename it; renaming the first brand does.
    expect(
      await registry.noteOrganization(
        account.id,
        withSavedBrand(brand('b3', 'Nuevo', '2026-03-01T00:00:00Z')),
      ),
    ).toBe(false);
    await registry.noteOrganization(
      account.id,
      withSavedBrand(brand('b1', 'Café Aurora MX', '2026-01-01T00:00:00Z')),
    );
    expect(await shown()).toEqual(['Café Aurora MX']);

    // The company wins once it is saved.
    await registry.noteOrganization(account.id, withCompany(company('Grupo Aurora')));
    expect(await shown()).toEqual(['Grupo Aurora']);
  });

  it('keeps the company name across a fresh answer of the user and a finished sync', async () => {
    const account = storedAccountFor('embedded', user({}));
    await registry.upsertActive(account);
    await registry.noteOrganization(account.id, withCompany(company('Grupo Aurora')));

    await registry.refresh(storedAccountFor('embedded', user({ first_name: 'Bruno' })));
    expect(await shown()).toEqual(['Grupo Aurora']);
    await registry.markSynced(account.id, '2026-06-01T00:00:00.000Z', user({}));
    expect(await shown()).toEqual(['Grupo Aurora']);
    await registry.upsertActive(storedAccountFor('embedded', user({})));
    expect(await shown()).toEqual(['Grupo Aurora']);
  });

  it('answers false when nothing the account shows changed', async () => {
    const account = storedAccountFor('embedded', user({}));
    await registry.upsertActive(account);
    expect(await registry.noteOrganization(account.id, withCompany(null))).toBe(false);
    await registry.noteOrganization(account.id, withCompany(company('Grupo Aurora')));
    expect(await registry.noteOrganization(account.id, withCompany(company('Grupo Aurora')))).toBe(
      false,
    );
  });

  it('keeps naming creators by their own name', async () => {
    const creator = storedAccountFor(
      'embedded',
      user({ id: 'c1', role: 'influencer', first_name: 'Ana', last_name: 'López' }),
    );
    await registry.upsertActive(creator);
    await registry.noteOrganization(creator.id, withCompany(company('Lo que sea')));
    expect(await shown()).toEqual(['Ana López']);
  });
});

describe('account registry: the handle an account is found by', () => {
  let registry: AccountRegistry;
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'registry-'));
    registry = new AccountRegistry(dir);
  });

  const handles = async () => (await registry.read()).accounts.map((a) => summarize(a).handle);

  it('keeps a creator’s vanity name at sign-in and refreshes it when a sync reads the user', async () => {
    const creator = user({ id: 'c1', role: 'influencer', vanity_name: 'jose.perez' });
    const account = storedAccountFor('embedded', creator);
    await registry.upsertActive(account);
    expect(await handles()).toEqual(['jose.perez']);

    await registry.markSynced(account.id, '2026-06-01T00:00:00.000Z', {
      ...creator,
      vanity_name: 'jose_mx',
    });
    expect(await handles()).toEqual(['jose_mx']);
    // A sync that could not read the user keeps what was known.
    await registry.markSynced(account.id, '2026-06-02T00:00:00.000Z', null);
    expect(await handles()).toEqual(['jose_mx']);
  });

  it('has none for an account without a handle, or with one that breaks the handle rules', async () => {
    await registry.upsertActive(storedAccountFor('embedded', user({ id: 'b1' })));
    await registry.upsertActive(
      storedAccountFor('embedded', user({ id: 'c2', vanity_name: 'no vale!' })),
    );
    await registry.upsertActive(
      storedAccountFor('embedded', user({ id: 'c3', vanity_name: 'ab' })),
    );
    expect(await handles()).toEqual([null, null, null]);
  });

  it('reads records written before handles were kept, from their cached user', async () => {
    const { handle: _unused, ...old } = storedAccountFor(
      'embedded',
      user({ id: 'c4', role: 'influencer', vanity_name: 'Ana.Lopez' }),
    );
    await writeFile(
      join(dir, 'accounts.json'),
      JSON.stringify({ activeAccountId: old.id, accounts: [old] }),
    );
    expect(await handles()).toEqual(['ana.lopez']);
  });

  it('does not trust a hand-edited handle that breaks the rules', async () => {
    const account = storedAccountFor('embedded', user({ id: 'c5', vanity_name: 'bien' }));
    await writeFile(
      join(dir, 'accounts.json'),
      JSON.stringify({ activeAccountId: account.id, accounts: [{ ...account, handle: '<b>x' }] }),
    );
    expect(await handles()).toEqual([null]);
  });
});

describe('account registry: read from memory while the file stays the same', () => {
  it('answers what it wrote, and reads a file changed by another hand again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'registry-'));
    const registry = new AccountRegistry(dir);
    const ana = storedAccountFor('embedded', user({ id: 'ana', email: 'ana@correo.mx' }));
    await registry.upsertActive(ana);
    expect((await registry.read()).activeAccountId).toBe(ana.id);
    expect(await registry.read()).toBe(await registry.read());

    // Another writer (a restore, an edit by hand): same size is not enough to keep the old one.
    const edited = { ...(await registry.read()), activeAccountId: null };
    await writeFile(join(dir, 'accounts.json'), JSON.stringify(edited));
    expect((await registry.read()).activeAccountId).toBeNull();
  });

  it('answers a switch before it is on disk, and has it on disk once settled', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'registry-'));
    const registry = new AccountRegistry(dir);
    const ana = storedAccountFor('embedded', user({ id: 'ana', email: 'ana@correo.mx' }));
    const luis = storedAccountFor('embedded', user({ id: 'luis', email: 'luis@correo.mx' }));
    await registry.upsertActive(ana);
    await registry.upsertActive(luis);

    const switched = await registry.setActive(ana.id);
    expect(switched.activeAccountId).toBe(ana.id);
    expect((await registry.read()).activeAccountId).toBe(ana.id);
    // An update asked for next starts from the switch, not from what the disk held before it.
    await registry.markSynced(luis.id, '2026-12-08T00:00:00.000Z', null);
    expect((await registry.read()).activeAccountId).toBe(ana.id);

    await registry.setActive(luis.id);
    await registry.settled();
    // What the next start reads: a new registry on the same folder.
    expect((await new AccountRegistry(dir).read()).activeAccountId).toBe(luis.id);
    expect(JSON.parse(await readFile(join(dir, 'accounts.json'), 'utf8')).activeAccountId).toBe(
      luis.id,
    );
  });
});
