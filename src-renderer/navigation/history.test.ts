import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  HOME_SEARCH_VISIT,
  planBack,
  recordVisit,
  type NavigationHistory,
  type VisitedRoute,
} from './history';

const visit = (
  name: string,
  href: string,
  params: Record<string, string> = {},
  search: Record<string, unknown> = {},
): VisitedRoute => ({ name, href, params, search });

const home = visit('home_search', '/home_search');
const profileEdit = visit(
  'setting-public-profile',
  '/setting-public-profile/basic_info?is_edit=true',
  { section: 'basic_info' },
  { is_edit: true },
);
const myWork = visit('my_work', '/my_work/networks', { section: 'networks' });
const proposal = visit('view_proposal', '/view_proposal/41', { id: '41' });
const otherProposal = visit('view_proposal', '/view_proposal/42', { id: '42' });
const castingCall = visit('view_casting_call', '/view_casting_call/7', { id: '7' });

const historyOf = (...visits: VisitedRoute[]): NavigationHistory =>
  visits.reduce<NavigationHistory>((history, next) => recordVisit(history, next), []);

describe('recordVisit', () => {
  it('appends visits in order with their params and search', () => {
    expect(historyOf(home, profileEdit, myWork)).toEqual([home, profileEdit, myWork]);
  });

  it('does not record the current location twice in a row', () => {
    expect(historyOf(home, myWork, myWork)).toEqual([home, myWork]);
  });

  it('records the same route again when its parameters differ', () => {
    expect(historyOf(proposal, otherProposal)).toEqual([proposal, otherProposal]);
  });

  it('records a route revisited later', () => {
    expect(historyOf(home, myWork, home)).toEqual([home, myWork, home]);
  });

  it('keeps only the most recent visits beyond the limit', () => {
    const pages = Array.from({ length: 5 }, (_, index) => visit('my_work', `/page/${index}`));
    const history = pages.reduce<NavigationHistory>((h, page) => recordVisit(h, page, 3), []);
    expect(history.map((entry) => entry.href)).toEqual(['/page/2', '/page/3', '/page/4']);
  });

  it('never mutates the history it is given', () => {
    const history = historyOf(home);
    recordVisit(history, myWork);
    expect(history).toEqual([home]);
  });
});

describe('planBack', () => {
  it('returns to the previous route', () => {
    const plan = planBack(historyOf(home, myWork));
    expect(plan.target).toEqual(home);
    expect(plan.history).toEqual([home]);
  });

  it('returns to the previous route with its route params and search params', () => {
    const plan = planBack(historyOf(home, profileEdit, myWork));
    expect(plan.target.href).toBe('/setting-public-profile/basic_info?is_edit=true');
    expect(plan.target.params).toEqual({ section: 'basic_info' });
    expect(plan.target.search).toEqual({ is_edit: true });
  });

  it('skips view_proposal', () => {
    expect(planBack(historyOf(myWork, proposal, home)).target).toEqual(myWork);
  });

  it('skips view_casting_call', () => {
    expect(planBack(historyOf(myWork, castingCall, home)).target).toEqual(myWork);
  });

  it('skips several detail screens in a row', () => {
    const history = historyOf(profileEdit, proposal, castingCall, otherProposal, myWork);
    const plan = planBack(history);
    expect(plan.target).toEqual(profileEdit);
    expect(plan.history).toEqual([profileEdit]);
  });

  it('leaves a detail screen for the last other route', () => {
    expect(planBack(historyOf(myWork, proposal)).target).toEqual(myWork);
  });

  it('goes to home_search when there is no history at all', () => {
    const plan = planBack([]);
    expect(plan.target).toEqual(HOME_SEARCH_VISIT);
    expect(plan.target.name).toBe('home_search');
    expect(plan.history).toEqual([HOME_SEARCH_VISIT]);
  });

  it('goes to home_search when only the current page is known', () => {
    expect(planBack(historyOf(myWork)).target).toEqual(HOME_SEARCH_VISIT);
  });

  it('goes to home_search when every earlier route is skipped', () => {
    expect(planBack(historyOf(proposal, castingCall, myWork)).target).toEqual(HOME_SEARCH_VISIT);
  });

  it('walks further back on each press', () => {
    const first = planBack(historyOf(home, profileEdit, proposal, myWork));
    expect(first.target).toEqual(profileEdit);
    const second = planBack(first.history);
    expect(second.target).toEqual(home);
    expect(planBack(second.history).target).toEqual(HOME_SEARCH_VISIT);
  });
});

describe('canGoBack', () => {
  it('is false on home_search with nothing behind it', () => {
    expect(canGoBack(historyOf(home), '/home_search')).toBe(false);
  });

  it('is true with an earlier route, or away from home_search', () => {
    expect(canGoBack(historyOf(home, myWork), '/my_work/networks')).toBe(true);
    expect(canGoBack(historyOf(myWork), '/my_work/networks')).toBe(true);
  });
});
