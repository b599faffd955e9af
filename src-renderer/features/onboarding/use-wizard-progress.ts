import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { resumeSection, savedSections } from '../../../src-shared/domain/profile-progress';
import type { WizardSection } from '../../../src-shared/domain/wizard';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { networksVersionAtom } from '../networks-panel';
import { networkCountAtom, type KnownNetworkCount } from './wizard-atoms';

export interface WizardProgress {
  /** The steps saved, from the creator's data (not from this visit). */
  saved: WizardSection[];
  /** Where "Perfil público" resumes: the first step not saved yet. */
  resume: WizardSection;
  /** The networks count is the one for the current networks list (no read is pending). */
  fresh: boolean;
}

function isFor(known: KnownNetworkCount | null, userId: string | undefined, version: number) {
  return known !== null && known.userId === userId && known.version === version;
}

/**
 * The wizard's progress for the signed-in creator. With `read`, the networks count is read when
 * the one known is missing or older than the last change to the list; without it, the hook only
 * uses what another reader (the connections step, a click on "Perfil público") already learnt.
 */
export function useWizardProgress({ read }: { read: boolean }): WizardProgress {
  const user = useAtomValue(currentUserAtom);
  const version = useAtomValue(networksVersionAtom);
  const known = useAtomValue(networkCountAtom);
  const readCount = useReadNetworkCount();
  const fresh = isFor(known, user?.id, version);

  useEffect(() => {
    if (read && !fresh) void readCount();
  }, [read, fresh, readCount]);

  const networks = known !== null && known.userId === user?.id ? known.count : 0;
  const saved = user ? savedSections(user, { networks }) : [];
  return { saved, resume: resumeSection(saved), fresh };
}

/**
 * Reads the networks list once and remembers its length for this account and list version;
 * answers where the creator resumes with it (or, when the list cannot be read, without it).
 */
export function useReadNetworkCount(): () => Promise<WizardSection> {
  const store = useStore();
  return useCallback(async () => {
    const user = store.get(currentUserAtom);
    const version = store.get(networksVersionAtom);
    let networks = 0;
    try {
      networks = (await call('listNetworks')).count;
      if (user) store.set(networkCountAtom, { userId: user.id, version, count: networks });
    } catch {
      // Unknown count: the connections step is where the creator can see why.
    }
    const latest = store.get(currentUserAtom);
    return resumeSection(latest ? savedSections(latest, { networks }) : []);
  }, [store]);
}

/** The connections step already reads the list: it tells the stepper what it found. */
export function useReportNetworkCount(count: number | null): void {
  const user = useAtomValue(currentUserAtom);
  const version = useAtomValue(networksVersionAtom);
  const setKnown = useSetAtom(networkCountAtom);
  useEffect(() => {
    if (count !== null && user) setKnown({ userId: user.id, version, count });
  }, [count, user, version, setKnown]);
}
