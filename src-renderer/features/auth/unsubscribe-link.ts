import { subscribe } from '../../bridge/client';
import { i18n } from '../../i18n/i18n';
import { toast } from '../../ui/toast';

/**
 * A mail's unsubscribe link opened the app (the embedded API's mails link into it) and main sent
 * it to the core API: the person is told it is done, or why not. Subscribed before the session
 * loads, like reset links: main holds a start-up link until then.
 */
export function listenForUnsubscribeLinks(): () => void {
  return subscribe('unsubscribeLinkOpened', ({ ok, email, message }) => {
    if (ok) {
      toast.success({
        title: i18n.t('security.unsubscribeLink.doneTitle'),
        description: i18n.t('security.unsubscribeLink.doneText', { email }),
      });
      return;
    }
    toast.error({
      title: i18n.t('security.unsubscribeLink.failedTitle'),
      description: message ?? i18n.t('security.unsubscribeLink.unreachable'),
    });
  });
}
