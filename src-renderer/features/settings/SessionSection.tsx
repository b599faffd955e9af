import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { currentUserAtom, sessionAtom } from '../../session/session-atoms';
import { useApplySession } from '../../session/use-apply-session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { LogOutIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { forgetDraftsOf } from '../../drafts/draft-storage';
import { ServerButton } from '../../connectivity/ServerButton';

/** Ends the active account's sessions on every device; only the core API can do that. */
export function SessionSection() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const applySession = useApplySession();
  const email = useAtomValue(currentUserAtom)?.email ?? '';
  const accountId = useAtomValue(sessionAtom).activeAccountId;
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const signOutEverywhere = async () => {
    setSigningOut(true);
    try {
      const session = await call('signOutEverywhere');
      if (accountId) forgetDraftsOf(accountId);
      toast.success({ title: t('settings.session.done') });
      applySession(session);
    } catch (error) {
      toast.error({ title: t('settings.session.failed'), description: describe(error) });
      setSigningOut(false);
      setConfirming(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="settings-session-title" className="settings-card">
      <h2 id="settings-session-title" className="settings-card__title">
        {t('settings.session.title')}
      </h2>
      <p className="settings-card__text">{t('settings.session.description', { email })}</p>
      <div>
        <ServerButton
          variant="danger"
          icon={<LogOutIcon />}
          offlineReason={t('settings.session.offline')}
          onClick={() => setConfirming(true)}
        >
          {t('settings.session.everywhere')}
        </ServerButton>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !signingOut && setConfirming(open)}
        size="sm"
        title={t('settings.session.confirmTitle')}
        description={t('settings.session.confirmText', { email })}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={signingOut}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <ServerButton
              variant="danger"
              loading={signingOut}
              offlineReason={t('settings.session.offline')}
              onClick={() => void signOutEverywhere()}
            >
              {t('settings.session.confirm')}
            </ServerButton>
          </>
        }
      />
    </Card>
  );
}
