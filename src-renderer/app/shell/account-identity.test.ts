import { describe, expect, it } from 'vitest';
import { anAccount, aUser } from '../../test/builders';
import { accountIdentity } from './account-identity';

describe('accountIdentity', () => {
  it('prefers the user’s full name', () => {
    const user = aUser({ first_name: 'Ana', last_name: 'López Pérez' });
    expect(accountIdentity(user, anAccount(user))).toEqual({
      name: 'Ana López Pérez',
      email: 'ana@example.com',
      initials: 'AP',
    });
  });

  it('falls back to the account summary, then the e-mail', () => {
    const nameless = aUser({ first_name: '', last_name: '', email: 'zoe@marca.mx' });
    expect(
      accountIdentity(nameless, { ...anAccount(nameless), displayName: 'Marca Zoe' }).name,
    ).toBe('Marca Zoe');
    const identity = accountIdentity(nameless, null);
    expect(identity.name).toBe('zoe@marca.mx');
    expect(identity.initials).toBe('ZM');
  });
});
