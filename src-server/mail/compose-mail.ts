import type Mail from 'nodemailer/lib/mailer';
import { escapeHtml } from './escape-html';
import type { OutgoingMail } from './mailer';

const UNSUBSCRIBE_LINE =
  'Si ya no quieres recibir correos informativos de Marca Creadores, date de baja aquí:';
const UNSUBSCRIBE_LINK_TEXT = 'Dejar de recibir correos informativos';

/**
 * What both mailers hand to nodemailer: the sender, the message, and its unsubscribe link as a
 * `List-Unsubscribe` header (mail programs show their own "unsubscribe" button for it) and as a
 * last paragraph of the text and of the HTML.
 */
export function composeMail(from: string, mail: OutgoingMail): Mail.Options {
  const { unsubscribeUrl, ...message } = mail;
  const options: Mail.Options = {
    from,
    ...message,
    text: `${mail.text}\n\n${UNSUBSCRIBE_LINE}\n${unsubscribeUrl}\n`,
  };
  // nodemailer's `list` option puts "http://" in front of any other scheme, so the app's own
  // link (`marcacreadores://`, from the embedded API) is written as the header itself.
  if (/^https?:/i.test(unsubscribeUrl)) options.list = { unsubscribe: unsubscribeUrl };
  else options.headers = { 'List-Unsubscribe': `<${unsubscribeUrl}>` };
  if (mail.html !== undefined) {
    options.html = `${mail.html}
<hr>
<p style="font-size:12px;color:#555">${escapeHtml(UNSUBSCRIBE_LINE)}
<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(UNSUBSCRIBE_LINK_TEXT)}</a></p>`;
  }
  return options;
}
