import { createHash } from 'node:crypto';
import { escapeHtml } from '../../mail/escape-html';

/** What the unsubscribe link's page says. */
export type UnsubscribePageOutcome =
  | { kind: 'unsubscribed'; email: string }
  | { kind: 'missing' }
  | { kind: 'invalid'; address: string }
  /** The link lacks the address's signature, or carries another: typed in or altered. */
  | { kind: 'forged' }
  | { kind: 'failed' };

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f7;color:#1c1b22}
main{max-width:34rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgb(0 0 0/12%)}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.25}
p{margin:0 0 .75rem;line-height:1.5}
.brand{margin-bottom:1.5rem;font-weight:700;color:#5b21b6}
.address{font-weight:600;overflow-wrap:anywhere}`;

/**
 * Only this page's own inline style may apply: no script, image, font, frame or form, and the
 * page cannot be framed. The hash pins the style, so nothing injected could add its own.
 */
export const UNSUBSCRIBE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

interface PageText {
  title: string;
  paragraphs: string[];
}

/** An address typed into a link can be anything; a page only needs enough of it to recognise. */
const SHOWN_ADDRESS_MAX = 254;

function textOf(outcome: UnsubscribePageOutcome): PageText {
  switch (outcome.kind) {
    case 'unsubscribed':
      return {
        title: 'Listo: te diste de baja',
        paragraphs: [
          `Ya no te enviaremos correos informativos a <span class="address">${escapeHtml(outcome.email)}</span>.`,
          'Solo te escribiremos cuando tú lo pidas, por ejemplo para cambiar tu contraseña.',
          'Ya puedes cerrar esta página.',
        ],
      };
    case 'missing':
      return {
        title: 'No pudimos darte de baja',
        paragraphs: [
          'Al enlace le falta la dirección de correo.',
          'Abre el enlace tal como llegó en el correo, sin cortarlo.',
        ],
      };
    case 'invalid':
      return {
        title: 'No pudimos darte de baja',
        paragraphs: [
          `<span class="address">${escapeHtml(outcome.address.slice(0, SHOWN_ADDRESS_MAX))}</span> no es una dirección de correo válida.`,
          'Abre el enlace tal como llegó en el correo, sin cortarlo.',
        ],
      };
    case 'forged':
      return {
        title: 'No pudimos darte de baja',
        paragraphs: [
          'Este enlace no es válido: le falta una parte o fue modificado.',
          'Abre el enlace tal como llegó en el correo, sin cambiarlo.',
        ],
      };
    case 'failed':
      return {
        title: 'No pudimos darte de baja',
        paragraphs: ['Algo falló de nuestro lado. Abre el enlace otra vez en unos minutos.'],
      };
  }
}

/**
 * The small Spanish page a browser gets from the unsubscribe link: self-contained (its style
 * inline, nothing loaded from anywhere), every piece of the request escaped.
 */
export function unsubscribePage(outcome: UnsubscribePageOutcome): string {
  const { title, paragraphs } = textOf(outcome);
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Marca Creadores</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Marca Creadores</p>
<h1>${title}</h1>
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
</main>
</body>
</html>
`;
}
