import { resolve } from 'node:path';
import { DEFAULT_MAIL_FROM, type MailConfig, type Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when a URL is configured; otherwise the outbox folder (the embedded default's way). */
export function createMailer(
  config: MailConfig | undefined,
  defaultOutboxDir: string,
  now: () => Date,
): Mailer {
  const from = config?.from ?? DEFAULT_MAIL_FROM;
  if (config?.smtpUrl) return createSmtpMailer(config.smtpUrl, from);
  return createOutboxMailer(resolve(config?.outboxDir ?? defaultOutboxDir), from, now);
}
