import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../bridge/client';
import { useErrorMessage } from '../i18n/error-message';
import { toast } from '../ui/toast';
import { useApplySession } from './use-apply-session';

/** Signs the active account out; main's answer (maybe another signed-in account) picks the route. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const { t } = useTranslation();
  const applySession = useApplySession();
  const describe = useErrorMessage();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      applySession(await call('signOut'));
    } catch (error) {
      toast.error({ title: t('account.signOutFailed'), description: describe(error) });
    } finally {
      setSigningOut(false);
    }
  };

  return { signOut, signingOut };
}
