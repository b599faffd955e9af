import { describe, expect, it } from 'vitest';
import { aSession, signedOutSession } from '../test/builders';
import { guardRedirect } from './guards';

describe('guardRedirect', () => {
  const nobody = signedOutSession();
  const roleless = aSession(null);
  const creator = aSession('influencer');
  const brand = aSession('brand');

  it('sends nobody to sign-in from every protected route', () => {
    expect(guardRedirect('member', nobody)).toBe('/sign-in');
    expect(guardRedirect('choosingRole', nobody)).toBe('/sign-in');
    expect(guardRedirect('guest', nobody)).toBeNull();
  });

  it('sends a signed-in user without a role to define-role', () => {
    expect(guardRedirect('member', roleless)).toBe('/define-role');
    expect(guardRedirect('guest', roleless)).toBe('/define-role');
    expect(guardRedirect('choosingRole', roleless)).toBeNull();
  });

  it('lets users with a role into the app and away from sign-in and define-role', () => {
    for (const session of [creator, brand]) {
      expect(guardRedirect('member', session)).toBeNull();
      expect(guardRedirect('guest', session)).toBe('/home_search');
      expect(guardRedirect('choosingRole', session)).toBe('/home_search');
    }
  });
});
