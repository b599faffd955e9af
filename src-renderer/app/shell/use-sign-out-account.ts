import { useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../src-shared/bridge/contract';
import { call } from '../../bridge/client';
import { forgetDraftsOf } from '../../drafts/draft-storage';
import { useErrorMessage } from '../../i18n/error-message';
import { sessionAtom } from '../../session/session-atoms';
import { useApplySession } from '../../session/use-apply-session';
import { toast } from '../../ui/toast';
import { summaryName } from './account-identity';

/**
 * Signs one account of this desktop out; true when it is gone. The screen stays put while the
 * account in use stays the same; otherwise main's answer says where to go.
 */
export function useSignOutAccount(): (account: AccountSummary) => Promise<boolean> {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const applySession = useApplySession();
  const store = useStore();
  return async (account) => {
    const name = summaryName(account);
    try {
      const session = await call('signOutAccount', { accountId: account.id });
      forgetDraftsOf(account.id);
      const stillActive = session.activeAccountId === store.get(sessionAtom).activeAccountId;
      if (stillActive && session.user) store.set(sessionAtom, session);
      else applySession(session);
      toast.success({ title: t('accountSwitcher.signedOut', { name }) });
      return true;
    } catch (error) {
      toast.error({
        title: t('accountSwitcher.signOutFailed', { name }),
        description: describe(error),
      });
      return false;
    }
  };
}
