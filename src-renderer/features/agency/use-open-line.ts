import { useNavigate, type UseNavigateResult } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskLine } from '../../../src-shared/domain/agency-desk';
import { resumeSection, savedSections } from '../../../src-shared/domain/profile-progress';
import type { WizardSection } from '../../../src-shared/domain/wizard';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { currentUserAtom, sessionAtom } from '../../session/session-atoms';
import type { SessionLanding } from '../../session/use-apply-session';
import { useSwitchAccount } from '../../session/use-switch-account';
import { toast } from '../../ui/toast';
import type { AgencySearch } from './agency-search';
import { returnToDeskAtom } from './desk-atoms';

/**
 * Where "Perfil público" resumes for the user now active (as ResumeWizardLink does): the first
 * wizard step not saved, counting the networks the account has.
 */
async function resumeSectionFor(store: ReturnType<typeof useStore>): Promise<WizardSection> {
  let networks = 0;
  try {
    networks = (await call('listNetworks')).count;
  } catch {
    // Unknown count: the connections step is where the creator can see why.
  }
  const user = store.get(currentUserAtom);
  return resumeSection(user ? savedSections(user, { networks }) : []);
}

/** The screen a line opens, in the account already active. */
export function landingFor(line: DeskLine, store: ReturnType<typeof useStore>): SessionLanding {
  const target = line.target;
  return async (navigate: UseNavigateResult<string>) => {
    switch (target.screen) {
      case 'proposal':
        return navigate({ to: '/view_proposal/$id', params: { id: target.id } });
      case 'castingCall':
        return navigate({ to: '/view_casting_call/$id', params: { id: target.id } });
      case 'myWork':
        return navigate({ to: '/my_work/$section', params: { section: 'applications' } });
      case 'collaboration':
        return navigate({
          to: '/collaborations/$id',
          params: { id: target.id },
          search: target.itemId ? { item: target.itemId } : {},
        });
      case 'networks':
        return navigate({ to: '/account-setting/social' });
      case 'profile': {
        // A brand's profile is its company; a creator's, the wizard where it stopped.
        if (store.get(currentUserAtom)?.role === 'brand') {
          return navigate({ to: '/account-setting/company' });
        }
        const section = await resumeSectionFor(store);
        return navigate({ to: '/setting-public-profile/$section', params: { section } });
      }
    }
  };
}

/**
 * "Abrir" on an inbox line: switches to the line's account when it is not the one in use (the
 * switcher's own path, so the session, the shell and per-account state follow) and opens the
 * line's screen there instead of the account's home. The shell then offers "Volver a Agencia",
 * back to the view the person left (`from`).
 */
export function useOpenLine(): (line: DeskLine, accountName: string, from: AgencySearch) => void {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const store = useStore();
  const navigate = useNavigate();
  const switchAccount = useSwitchAccount();

  return useCallback(
    (line, accountName, from) => {
      store.set(returnToDeskAtom, from);
      const landing = landingFor(line, store);
      const opened =
        store.get(sessionAtom).activeAccountId === line.accountId
          ? landing(navigate)
          : switchAccount(line.accountId, landing);
      opened.catch((error: unknown) => {
        store.set(returnToDeskAtom, null);
        toast.error({
          title: t('agency.inbox.openFailed', { name: accountName }),
          description: describe(error),
        });
      });
    },
    [store, navigate, switchAccount, t, describe],
  );
}
