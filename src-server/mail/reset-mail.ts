import { escapeHtml } from './escape-html';
import type { OutgoingMail } from './mailer';
import { unsubscribeLink } from './unsubscribe-link';

/** The desktop app registers this scheme; the link opens it on the reset screen. */
export const RESET_LINK_BASE = 'marcacreadores://reset-password';

export function resetLink(token: string): string {
  return `${RESET_LINK_BASE}?token=${encodeURIComponent(token)}`;
}

/**
 * The password-reset message, in Spanish. It carries the link and the bare token as well: a
 * desktop app is not a web page, and where the link does not open the app the person pastes the
 * code into the reset screen. Transactional mail: sent even to an address that unsubscribed, and
 * like every mail it carries the unsubscribe link, on `origin` (null: the app's own link).
 */
export function resetPasswordMail(
  to: string,
  token: string,
  validMinutes: number,
  origin: string | null,
): OutgoingMail {
  const link = resetLink(token);
  const text = [
    'Hola:',
    '',
    'Recibimos una solicitud para cambiar la contraseña de tu cuenta de Marca Creadores.',
    '',
    'Abre este enlace en la computadora donde tienes instalada la aplicación:',
    link,
    '',
    'Si el enlace no abre la aplicación, copia este código en la pantalla «Cambiar contraseña»:',
    token,
    '',
    `El enlace y el código vencen en ${validMinutes} minutos y sirven una sola vez.`,
    'Si no pediste este cambio, ignora este correo: tu contraseña sigue igual.',
  ].join('\n');
  const html = `<p>Hola:</p>
<p>Recibimos una solicitud para cambiar la contraseña de tu cuenta de Marca Creadores.</p>
<p><a href="${escapeHtml(link)}">Cambiar mi contraseña</a></p>
<p>Si el enlace no abre la aplicación, copia este código en la pantalla «Cambiar contraseña»:</p>
<p><code>${escapeHtml(token)}</code></p>
<p>El enlace y el código vencen en ${validMinutes} minutos y sirven una sola vez.
Si no pediste este cambio, ignora este correo: tu contraseña sigue igual.</p>`;
  return {
    to,
    subject: 'Cambia tu contraseña de Marca Creadores',
    text,
    html,
    unsubscribeUrl: unsubscribeLink(origin, to),
  };
}
