import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../app/app-store';
import { stepperAtom, wizardDraftsAtom } from '../features/onboarding';
import { HOME_SEARCH_VISIT, type VisitedRoute } from './history';
import { navigationHistoryAtom, recordVisitAtom } from './history-atoms';
import { goBack } from './go-back';

const profile: VisitedRoute = {
  name: 'setting-public-profile',
  href: '/setting-public-profile/profile',
  params: { section: 'profile' },
  search: {},
};
const proposal: VisitedRoute = {
  name: 'view_proposal',
  href: '/view_proposal/3',
  params: { id: '3' },
  search: {},
};
const myWork: VisitedRoute = {
  name: 'my_work',
  href: '/my_work/networks',
  params: { section: 'networks' },
  search: {},
};

function storeWithWizardInProgress() {
  const store = createAppStore();
  for (const visit of [profile, proposal, myWork]) store.set(recordVisitAtom, visit);
  store.set(wizardDraftsAtom, { profile: { first_name: 'Ana' } });
  store.set(stepperAtom, { current: 'basic_info', completed: ['connections', 'profile'] });
  return store;
}

describe('goBack', () => {
  it('navigates to the last route that is not a detail screen', () => {
    const store = storeWithWizardInProgress();
    const navigateTo = vi.fn();
    goBack(store, navigateTo);
    expect(navigateTo).toHaveBeenCalledWith(profile);
    expect(store.get(navigationHistoryAtom)).toEqual([profile]);
  });

  it('clears the saved wizard steps and the stepper information', () => {
    const store = storeWithWizardInProgress();
    goBack(store, vi.fn());
    expect(store.get(wizardDraftsAtom)).toEqual({});
    expect(store.get(stepperAtom)).toBeNull();
  });

  it('goes to home_search with an empty history', () => {
    const store = createAppStore();
    const navigateTo = vi.fn();
    expect(goBack(store, navigateTo)).toEqual(HOME_SEARCH_VISIT);
    expect(navigateTo).toHaveBeenCalledWith(HOME_SEARCH_VISIT);
  });
});
