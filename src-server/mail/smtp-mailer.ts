import { composeMail } from './compose-mail';
import type { Mailer } from './mailer';
import { loadNodemailer } from '../lazy/libraries';
import { loadOnce } from '../lazy/load-once';

/** Long enough for a slow relay, short enough that a dead one does not pile up sends. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Sends through an SMTP server named by a URL (nodemailer parses it: `smtp://` upgrades with
 * STARTTLS when the server offers it, `smtps://` is TLS from the start, credentials in the URL).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = loadOnce(async () =>
    (await loadNodemailer()).createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    }),
  );
  return {
    send: async (mail) => {
      await (await transport()).sendMail(composeMail(from, mail));
    },
  };
}
