import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import type { DeskState } from '../../../src-shared/domain/agency-desk';
import { call, subscribe } from '../../bridge/client';
import { deskErrorAtom, deskStateAtom, rosterSelectionAtom } from './desk-atoms';
import { keepKnown } from './roster-rows';

export type DeskLoad =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; desk: DeskState };

export interface AgencyDesk {
  load: DeskLoad;
  /** Reads the desk again (after a failure). */
  reload: () => void;
  /** Takes a desk main answered with (a save, a mark, a refresh started). */
  apply: (desk: DeskState) => void;
}

/**
 * The desk while the page is open: read once on mount (main answers from the copies at once and
 * refreshes in the background), then every `agencyDeskChanged` main pushes as accounts finish
 * refreshing. An event is newer than a read still under way, whose answer is then dropped. The
 * selection keeps every ticked account still on the desk.
 */
export function useAgencyDesk(): AgencyDesk {
  const store = useStore();
  const desk = useAtomValue(deskStateAtom);
  const error = useAtomValue(deskErrorAtom);
  const latest = useRef(0);

  const apply = useCallback(
    (next: DeskState) => {
      latest.current += 1;
      store.set(deskStateAtom, next);
      store.set(deskErrorAtom, null);
      store.set(rosterSelectionAtom, (selection) => keepKnown(selection, next.rows));
    },
    [store],
  );

  const read = useCallback(() => {
    const request = ++latest.current;
    store.set(deskErrorAtom, null);
    call('getAgencyDesk').then(
      (next) => {
        if (request === latest.current) apply(next);
      },
      (failure: unknown) => {
        if (request === latest.current) store.set(deskErrorAtom, { error: failure });
      },
    );
  }, [store, apply]);

  useEffect(() => {
    let active = true;
    const unsubscribe = subscribe('agencyDeskChanged', (next) => {
      if (active) apply(next);
    });
    read();
    return () => {
      active = false;
      // Answers still on their way belong to this visit: the next one reads again.
      latest.current += 1;
      unsubscribe();
    };
  }, [apply, read]);

  // A desk already known (back from a line) shows at once; a failed read only shows without one.
  const load: DeskLoad = desk
    ? { status: 'ready', desk }
    : error
      ? { status: 'failed', error: error.error }
      : { status: 'loading' };
  return { load, reload: read, apply };
}
