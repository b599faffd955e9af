import { atom } from 'jotai';
import { recordVisit, type NavigationHistory, type VisitedRoute } from './history';

export const navigationHistoryAtom = atom<NavigationHistory>([]);

export const recordVisitAtom = atom(null, (get, set, visit: VisitedRoute) => {
  set(navigationHistoryAtom, recordVisit(get(navigationHistoryAtom), visit));
});
