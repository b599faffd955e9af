/**
 * One message to one person; `html` is an optional alternative to the plain text. Every message
 * carries the address's unsubscribe link (the mailers add it as `List-Unsubscribe` and as a line
 * at the end of the body), so no mail can leave without it.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Absolute URL of `GET /api/v1/accounts/unsubscribe/?to_email=` for `to` (unsubscribeLink). */
  unsubscribeUrl: string;
}

/**
 * Where outgoing mail goes: an SMTP server a deployment configures, or the outbox folder of the
 * embedded default (docs/PRODUCT.md §10: "writes mail to an outbox folder").
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** The sender when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'Marca Creadores <no-reply@marcacreadores.mx>';

/** Either an SMTP URL (`smtp://user:pass@host:587`, `smtps://…:465`) or the outbox folder. */
export interface MailConfig {
  smtpUrl?: string;
  /** `Name <address>` or an address; default DEFAULT_MAIL_FROM. */
  from?: string;
  /** Used when there is no smtpUrl; default `<dataDir>/outbox`, else `./.data/outbox`. */
  outboxDir?: string;
}
