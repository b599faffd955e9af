import type { Mailer } from './mailer';
import { signUnsubscribeLink } from './unsubscribe-link';

/**
 * Every mail leaves with its unsubscribe link signed for the address it carries, so only the
 * person the mail reached can use it; composers build the plain link (`unsubscribeLink`).
 */
export function withSignedUnsubscribe(mailer: Mailer, secret: string): Mailer {
  return {
    send: (mail) =>
      mailer.send({ ...mail, unsubscribeUrl: signUnsubscribeLink(mail.unsubscribeUrl, secret) }),
  };
}
