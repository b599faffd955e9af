import { describe, expect, it } from 'vitest';
import { createAppStore } from '../app/app-store';
import { aSession, aUser } from '../test/builders';
import { replaceCurrentUserAtom, sessionAtom } from './session-atoms';

describe('replaceCurrentUserAtom', () => {
  it('replaces the active user with the fresh copy, keeping the accounts', () => {
    const store = createAppStore();
    const session = aSession('influencer');
    store.set(sessionAtom, session);
    const fresh = aUser({ first_name: 'Mariana', permissions: ['profile.edit'] });
    store.set(replaceCurrentUserAtom, fresh);
    expect(store.get(sessionAtom)).toEqual({ ...session, user: fresh });
  });

  it('drops an answer about someone who is no longer the active user', () => {
    const store = createAppStore();
    const session = aSession('influencer');
    store.set(sessionAtom, session);
    store.set(replaceCurrentUserAtom, aUser({ id: 'someone-else' }));
    expect(store.get(sessionAtom)).toBe(session);
  });
});
