import { mkdtemp } from 'node:fs/promises';
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
