import { describe, expect, it } from 'vitest';
import { anAccount, aUser } from '../../test/builders';
import { foldForSearch, groupEntries, matchesQuery, type SwitcherEntry } from './account-search';

function entry(
  id: string,
  name: string,
  role: 'influencer' | 'brand' | null,
  extra: { email?: string; handle?: string | null; current?: boolean } = {},
): SwitcherEntry {
  const email = extra.email ?? `${id}@ejemplo.mx`;
  const account = { ...anAccount(aUser({ id, email, role })), handle: extra.handle ?? null };
  return { account, name, email, avatarUrl: null, current: extra.current ?? false };
}

describe('account search', () => {
  it('folds case and accents', () => {
    expect(foldForSearch('  José  Ñúñez ')).toBe('jose nunez');
  });

  it('finds by name without accents, by handle with or without @, and by e-mail', () => {
    const jose = entry('jose', 'José Pérez', 'influencer', {
      handle: 'pepe.mx',
      email: 'contacto@estudio.mx',
    });
    expect(matchesQuery(jose, 'jose')).toBe(true);
    expect(matchesQuery(jose, 'PEREZ jo')).toBe(true);
    expect(matchesQuery(jose, 'pepe.')).toBe(true);
    expect(matchesQuery(jose, '@pepe')).toBe(true);
    expect(matchesQuery(jose, 'estudio.mx')).toBe(true);
    expect(matchesQuery(jose, 'jose ruiz')).toBe(false);
  });

  it('groups creators, brands and accounts without a role, the one in use first', () => {
    const groups = groupEntries(
      [
        entry('m1', 'Café Aurora', 'brand'),
        entry('c2', 'Zoe Luna', 'influencer'),
        entry('n1', 'sin@rol.mx', null),
        entry('c1', 'Ana López', 'influencer'),
        entry('c3', 'Marta Gil', 'influencer', { current: true }),
      ],
      '',
    );
    expect(groups.map((group) => [group.key, group.entries.map((e) => e.name)])).toEqual([
      ['influencer', ['Marta Gil', 'Ana López', 'Zoe Luna']],
      ['brand', ['Café Aurora']],
      ['none', ['sin@rol.mx']],
    ]);
    expect(groupEntries([entry('m1', 'Café Aurora', 'brand')], 'ana')).toEqual([]);
  });
});
