import { describe, expect, it } from 'vitest';
import { stepperAtom, wizardDraftsAtom } from '../features/onboarding';
import { navigationHistoryAtom, recordVisitAtom } from '../navigation/history-atoms';
import { sessionAtom } from '../session/session-atoms';
import { aSession } from '../test/builders';
import { createAppStore } from './app-store';
import { resetPerAccountStateOnUserChange } from './reset-on-account-change';

const fillPerAccountState = (store: ReturnType<typeof createAppStore>) => {
  store.set(recordVisitAtom, {
    name: 'my_work',
    href: '/my_work/networks',
    params: {},
    search: {},
  });
  store.set(wizardDraftsAtom, { vanity: { vanity_name: 'ana' } });
  store.set(stepperAtom, { current: 'vanity', completed: [] });
};

describe('resetPerAccountStateOnUserChange', () => {
  it('drops history, drafts and stepper when another user becomes active', () => {
    const store = createAppStore();
    store.set(sessionAtom, aSession('influencer', { id: 'ana' }));
    resetPerAccountStateOnUserChange(store);
    fillPerAccountState(store);
    store.set(sessionAtom, aSession('brand', { id: 'bruno' }));
    expect(store.get(navigationHistoryAtom)).toEqual([]);
    expect(store.get(wizardDraftsAtom)).toEqual({});
    expect(store.get(stepperAtom)).toBeNull();
  });

  it('keeps them when the same user’s session is refreshed', () => {
    const store = createAppStore();
    store.set(sessionAtom, aSession('influencer', { id: 'ana' }));
    resetPerAccountStateOnUserChange(store);
    fillPerAccountState(store);
    store.set(sessionAtom, aSession('influencer', { id: 'ana', first_name: 'Ana María' }));
    expect(store.get(navigationHistoryAtom)).toHaveLength(1);
    expect(store.get(stepperAtom)).not.toBeNull();
  });
});
