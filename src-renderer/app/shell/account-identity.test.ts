import { describe, expect, it } from 'vitest';
import { anAccount, aUser } from '../../test/builders';
import { accountIdentity } from './account-identity';

describe('accountIdentity', () => {
  it('prefers the user’s full name', () => {
    const user = aUser({ first_name: 'Ana', last_name: 'López Pérez' });
    expect(accountIdentity(user, anAccount(user))).toEqual({
      name: 'Ana López Pérez',
      email: 'ana@example.com',
      initials: 'AL',
    });
  });

  it('falls back to the account summary, then the e-mail', () => {
    const nameless = aUser({ first_name: '', last_name: '', email: 'zoe@marca.mx' });
    expect(
      accountIdentity(nameless, { ...anAccount(nameless), displayName: 'Marca Zoe' }).name,
    ).toBe('Marca Zoe');
    const identity = accountIdentity(nameless, null);
    expect(identity.name).toBe('zoe@marca.mx');
    // The e-mail's user, never a letter of its domain or ending.
    expect(identity.initials).toBe('Z');
  });

  it('names a brand after its company (main’s summary) rather than its person or e-mail', () => {
    const brand = aUser({
      role: 'brand',
      first_name: '',
      last_name: '',
      email: 'compras@aurora.mx',
    });
    expect(accountIdentity(brand, { ...anAccount(brand), displayName: 'Café Aurora' })).toEqual({
      name: 'Café Aurora',
      email: 'compras@aurora.mx',
      initials: 'CA',
    });
    const named = aUser({ role: 'brand', first_name: 'Bruno', last_name: 'Díaz' });
    expect(accountIdentity(named, { ...anAccount(named), displayName: 'Grupo Aurora' }).name).toBe(
      'Grupo Aurora',
    );
    expect(accountIdentity(brand, null).name).toBe('compras@aurora.mx');
  });

  it('keeps a creator’s own name first', () => {
    const creator = aUser({ role: 'influencer', first_name: 'Ana', last_name: 'López' });
    expect(accountIdentity(creator, { ...anAccount(creator), displayName: 'Otro' }).name).toBe(
      'Ana López',
    );
  });
});
