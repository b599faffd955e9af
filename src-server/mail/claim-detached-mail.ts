import { escapeHtml } from './escape-html';
import type { OutgoingMail } from './mailer';
import { unsubscribeLink } from './unsubscribe-link';

/** The account as the mail names it: the network's own name and the handle that was typed. */
export interface DetachedAccount {
  networkLabel: string;
  username: string;
}

/**
 * Tells a creator, in Spanish, that a network account they had typed by hand left their profile
 * because its owner connected it by signing in to the network. About their own profile, so it is
 * sent even to an address that unsubscribed; like every mail it carries the unsubscribe link.
 */
export function claimDetachedMail(
  to: string,
  { networkLabel, username }: DetachedAccount,
  /** Where the unsubscribe link points (`mailLinkOrigin`); null: the app's own link. */
  origin: string | null,
): OutgoingMail {
  const account = `@${username} de ${networkLabel}`;
  const paragraphs = [
    `Quitamos la cuenta ${account} de tu perfil de Marca Creadores.`,
    `La habías agregado a mano, sin verificar. Quien la administra acaba de conectarla iniciando ` +
      `sesión en ${networkLabel}, y una cuenta verificada así tiene prioridad sobre una escrita a ` +
      `mano: cada cuenta aparece en un solo perfil, y las marcas ven sus cifras con el de su dueño.`,
    `Tus demás redes, tarifas y contenido siguen igual. Si la cuenta es tuya, revisa quién tiene ` +
      `acceso a ella en ${networkLabel}.`,
  ];
  return {
    to,
    subject: `Quitamos ${account} de tu perfil`,
    text: ['Hola:', '', ...paragraphs.flatMap((paragraph) => [paragraph, ''])].join('\n').trim(),
    html: ['Hola:', ...paragraphs].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
    unsubscribeUrl: unsubscribeLink(origin, to),
  };
}
