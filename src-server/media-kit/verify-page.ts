import { createHash } from 'node:crypto';
import type { KitFigures, KitVerifyAnswer } from '../../src-shared/domain/media-kit';
import type { SocialNetwork } from '../../src-shared/domain/network';
import { escapeHtml } from '../mail/escape-html';
import { onFirstUse } from '../../src-shared/i18n/on-first-use';

/** What the verify page says: the answer, no such code, or a failure on our side. */
export type KitVerifyPageOutcome =
  | { kind: 'found'; answer: KitVerifyAnswer }
  | { kind: 'not_found' }
  | { kind: 'failed' }
  /** Too many verifications from this address: the limit's own words, when to try again. */
  | { kind: 'rate_limited'; message: string };

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f7;color:#1c1b22}
main{max-width:40rem;margin:4vh auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgb(0 0 0/12%)}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.25}
h2{margin:1.5rem 0 .5rem;font-size:1.125rem}
p{margin:0 0 .75rem;line-height:1.5}
.brand{margin-bottom:1.5rem;font-weight:700;color:#5b21b6}
.code{font-family:ui-monospace,monospace;letter-spacing:.08em}
.status{padding:.75rem 1rem;border-radius:8px;font-weight:700}
.ok{background:#dcfce7;color:#14532d}
.changed{background:#fef3c7;color:#713f12}
table{width:100%;border-collapse:collapse;margin:0 0 1rem}
caption{text-align:left;font-weight:700;padding:.5rem 0}
th,td{padding:.4rem .5rem;border-bottom:1px solid #e4e4e7;text-align:left;vertical-align:top}
td{font-variant-numeric:tabular-nums}
tr.diff td,tr.diff th{background:#fffbeb}`;

/**
 * Only this page's own inline style may apply: no script, image, font, frame or form, and the
 * page cannot be framed. The hash pins the style, so nothing injected could add its own.
 */
export const KIT_VERIFY_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const LOCALE = 'es-MX';
/**
 * The page has no script to learn the reader's time zone, so it names the zone it uses: Mexico
 * City's, where the marketplace's calendar lives, with its offset written out.
 */
const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Mexico_City',
      timeZoneName: 'short',
    }),
);
const integerFormat = onFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
// More decimals than the kit prints, so a change the digest sees is visible on the page too.
const decimalFormat = onFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 4 }));
const percentFormat = onFirstUse(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'percent',
      maximumFractionDigits: 4,
    }),
);

const NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitch: 'Twitch',
  twitter: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  spotify: 'Podcast (Spotify)',
  pinterest: 'Pinterest',
  blog: 'Blog',
  snapchat: 'Snapchat',
};

const NO_FIGURE = 'Sin dato';

type Entry = KitFigures['networks'][number];
type FigureName = 'followers' | 'er' | 'aqs' | 'views_avg';

const FIGURES: ReadonlyArray<{ name: FigureName; label: string; format: (n: number) => string }> = [
  { name: 'followers', label: 'Seguidores', format: (n) => integerFormat().format(n) },
  { name: 'er', label: 'Tasa de interacción', format: (n) => percentFormat().format(n / 100) },
  { name: 'aqs', label: 'Calidad de la audiencia (AQS)', format: (n) => decimalFormat().format(n) },
  { name: 'views_avg', label: 'Vistas promedio', format: (n) => decimalFormat().format(n) },
];

function dateTime(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(dateFormat().format(new Date(iso)))}</time>`;
}

function handleText(handle: string | null): string {
  return handle ? `@${handle}` : NO_FIGURE;
}

function row(label: string, printed: string, live: string, changed: boolean): string {
  const shownLive = changed ? `${live} (cambió)` : live;
  return `<tr${changed ? ' class="diff"' : ''}><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(printed)}</td><td>${escapeHtml(shownLive)}</td></tr>`;
}

const HEAD_ROW =
  '<thead><tr><th scope="col">Cifra</th><th scope="col">En el kit</th><th scope="col">Actual</th></tr></thead>';

function figureValue(entry: Entry | undefined, figure: (typeof FIGURES)[number]): number | null {
  return entry?.[figure.name] ?? null;
}

function figureText(value: number | null, figure: (typeof FIGURES)[number]): string {
  return value === null ? NO_FIGURE : figure.format(value);
}

const keyOf = (entry: Entry) => `${entry.network}\u0000${entry.username}`;

/** One table per network found on either side, printed order first, then ones added since. */
function networkTables(printed: KitFigures, live: KitFigures): string {
  const livePool = new Map<string, Entry[]>();
  for (const entry of live.networks) {
    const list = livePool.get(keyOf(entry)) ?? [];
    list.push(entry);
    livePool.set(keyOf(entry), list);
  }
  const pairs: Array<[Entry | undefined, Entry | undefined]> = printed.networks.map((entry) => [
    entry,
    livePool.get(keyOf(entry))?.shift(),
  ]);
  for (const rest of livePool.values()) for (const entry of rest) pairs.push([undefined, entry]);

  return pairs
    .map(([before, now]) => {
      const entry = (before ?? now) as Entry;
      const note = !now ? ' (ya no está en el perfil)' : !before ? ' (agregada después)' : '';
      const caption = `${NETWORK_NAMES[entry.network]} · @${entry.username}${note}`;
      const rows = FIGURES.map((figure) => {
        const [printedValue, liveValue] = [figureValue(before, figure), figureValue(now, figure)];
        return row(
          figure.label,
          figureText(printedValue, figure),
          figureText(liveValue, figure),
          // The raw numbers decide, not their rounded text.
          printedValue !== liveValue,
        );
      }).join('');
      return `<table><caption>${escapeHtml(caption)}</caption>${HEAD_ROW}<tbody>${rows}</tbody></table>`;
    })
    .join('\n');
}

function foundBody(answer: KitVerifyAnswer): { title: string; body: string } {
  const { creator } = answer;
  const who = creator.handle
    ? `${escapeHtml(creator.name)} (@${escapeHtml(creator.handle)})`
    : escapeHtml(creator.name);
  const status = answer.matches
    ? '<p class="status ok">Las cifras coinciden con las actuales.</p>'
    : '<p class="status changed">Las cifras cambiaron desde que se exportó.</p>';
  const profile = `<table><caption>Perfil</caption>${HEAD_ROW}<tbody>${row(
    'Nombre de usuario',
    handleText(answer.printed.handle),
    handleText(answer.live.handle),
    answer.printed.handle !== answer.live.handle,
  )}</tbody></table>`;
  const networks = networkTables(answer.printed, answer.live);
  return {
    title: 'Verificación del media kit',
    body: [
      `<p>Código <span class="code">${escapeHtml(answer.code)}</span></p>`,
      `<p>Media kit de <strong>${who}</strong>, exportado el ${dateTime(answer.exported_at)} y registrado el ${dateTime(answer.registered_at)}.</p>`,
      status,
      '<h2>Cifras del kit y cifras actuales</h2>',
      profile,
      networks || '<p>El kit no incluía redes sociales y el perfil no tiene ninguna ahora.</p>',
    ].join('\n'),
  };
}

function pageText(outcome: KitVerifyPageOutcome): { title: string; body: string } {
  switch (outcome.kind) {
    case 'found':
      return foundBody(outcome.answer);
    case 'not_found':
      return {
        title: 'No encontramos ese código de verificación',
        body: '<p>Revisa el código impreso en el media kit o vuelve a escanear su código QR. Si el kit se exportó sin conexión, su código se registra cuando la computadora que lo exportó vuelve a conectarse.</p>',
      };
    case 'failed':
      return {
        title: 'No pudimos verificar el media kit',
        body: '<p>Algo falló de nuestro lado. Abre el enlace otra vez en unos minutos.</p>',
      };
    case 'rate_limited':
      return {
        title: 'Demasiadas verificaciones seguidas',
        body: `<p>${escapeHtml(outcome.message)}</p>`,
      };
  }
}

/**
 * The small Spanish page a phone's browser gets after scanning a kit's QR code: self-contained
 * (its style inline, nothing loaded from anywhere), every stored value escaped.
 */
export function kitVerifyPage(outcome: KitVerifyPageOutcome): string {
  const { title, body } = pageText(outcome);
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Marca Creadores</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Marca Creadores</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
