import nodemailer from 'nodemailer';
import { composeMail } from './compose-mail';
import type { Mailer } from './mailer';

/** Long enough for a slow relay, short enough that a dead one does not pile up sends. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Sends through an SMTP server named by a URL (nodemailer parses it: `smtp://` upgrades with
 * STARTTLS when the server offers it, `smtps://` is TLS from the start, credentials in the URL).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    send: async (mail) => {
      await transport.sendMail(composeMail(from, mail));
    },
  };
}
