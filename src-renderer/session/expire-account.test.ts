import { describe, expect, it } from 'vitest';
import { aSession } from '../test/builders';
import { expireAccount } from './expire-account';

describe('expireAccount', () => {
  it('signs out locally when the active account expires', () => {
    const session = aSession('brand');
    const result = expireAccount(session, session.activeAccountId ?? '');
    expect(result.activeExpired).toBe(true);
    expect(result.session).toEqual({ user: null, activeAccountId: null, accounts: [] });
  });

  it('only forgets another account when it expires', () => {
    const session = aSession('brand');
    const other = { ...session.accounts[0]!, id: 'other' };
    const result = expireAccount({ ...session, accounts: [...session.accounts, other] }, 'other');
    expect(result.activeExpired).toBe(false);
    expect(result.session).toEqual(session);
  });
});
