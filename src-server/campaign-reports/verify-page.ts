import { createHash } from 'node:crypto';
import type {
  ReportFigures,
  ReportItemFigures,
  ReportReading,
  ReportVerifyAnswer,
} from '../../src-shared/domain/campaign-report';
import { itemStatusName, itemTitle } from '../../src-shared/campaign-report/report-words';
import { latestReading } from '../../src-shared/campaign-report/report-figures';
import { onFirstUse } from '../../src-shared/i18n/on-first-use';
import { escapeHtml } from '../mail/escape-html';

/** What the verify page says: the answer, no such code, or a failure on our side. */
export type ReportVerifyPageOutcome =
  | { kind: 'found'; answer: ReportVerifyAnswer }
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
th,td{padding:.4rem .5rem;border-bottom:1px solid #e4e4e7;text-align:left;vertical-align:top;overflow-wrap:anywhere}
td{font-variant-numeric:tabular-nums}
tr.diff td,tr.diff th{background:#fffbeb}`;

/**
 * Only this page's own inline style may apply: no script, image, font, frame or form, and the
 * page cannot be framed. The hash pins the style, so nothing injected could add its own.
 */
export const REPORT_VERIFY_PAGE_CSP = [
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
const dateTimeFormat = onFirstUse(
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
const usdFormat = onFirstUse(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      // More decimals than the report prints, so a change the digest sees is visible here too.
      maximumFractionDigits: 6,
    }),
);

const NO_FIGURE = 'Sin dato';

function dateTime(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(dateTimeFormat().format(new Date(iso)))}</time>`;
}

function row(label: string, printed: string, live: string, changed: boolean): string {
  const shownLive = changed ? `${live} (cambió)` : live;
  return `<tr${changed ? ' class="diff"' : ''}><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(printed)}</td><td>${escapeHtml(shownLive)}</td></tr>`;
}

const HEAD_ROW =
  '<thead><tr><th scope="col">Cifra</th><th scope="col">En el reporte</th><th scope="col">Actual</th></tr></thead>';

const integer = (value: number | null) =>
  value === null ? NO_FIGURE : integerFormat().format(value);
const usd = (value: number | null) => (value === null ? NO_FIGURE : usdFormat().format(value));

const TOTALS: ReadonlyArray<{
  label: string;
  value: (figures: ReportFigures) => number | null;
  format: (n: number | null) => string;
}> = [
  { label: 'Precio acordado', value: (figures) => figures.price, format: usd },
  { label: 'Vistas totales', value: (figures) => figures.totals.views, format: integer },
  {
    label: 'Interacciones totales',
    value: (figures) => figures.totals.interactions,
    format: integer,
  },
  { label: 'Costo por vista', value: (figures) => figures.totals.cost_per_view, format: usd },
  {
    label: 'Costo por interacción',
    value: (figures) => figures.totals.cost_per_interaction,
    format: usd,
  },
];

type FigureName = keyof Pick<ReportReading, 'views' | 'likes' | 'comments' | 'shares' | 'reach'>;
const ITEM_FIGURES: ReadonlyArray<{ name: FigureName; label: string }> = [
  { name: 'views', label: 'Vistas' },
  { name: 'likes', label: 'Me gusta' },
  { name: 'comments', label: 'Comentarios' },
  { name: 'shares', label: 'Compartidos' },
  { name: 'reach', label: 'Alcance' },
];

function totalsTable(printed: ReportFigures, live: ReportFigures): string {
  const rows = TOTALS.map((total) => {
    const [before, now] = [total.value(printed), total.value(live)];
    return row(total.label, total.format(before), total.format(now), before !== now);
  }).join('');
  return `<table><caption>Resumen</caption>${HEAD_ROW}<tbody>${rows}</tbody></table>`;
}

const keyOf = (item: ReportItemFigures) =>
  `${item.network}\u0000${item.content_type}\u0000${item.number}`;

function itemTables(printed: ReportFigures, live: ReportFigures): string {
  const liveItems = new Map(live.items.map((item) => [keyOf(item), item]));
  const pairs: Array<[ReportItemFigures | undefined, ReportItemFigures | undefined]> =
    printed.items.map((item) => {
      const now = liveItems.get(keyOf(item));
      liveItems.delete(keyOf(item));
      return [item, now];
    });
  for (const rest of liveItems.values()) pairs.push([undefined, rest]);
  return pairs
    .map(([before, now]) => {
      const item = (before ?? now)!;
      const note = !now ? ' (ya no está en la colaboración)' : !before ? ' (agregada después)' : '';
      const status = (entry: ReportItemFigures | undefined) =>
        entry ? itemStatusName(entry.status) : NO_FIGURE;
      const link = (entry: ReportItemFigures | undefined) => entry?.post_url ?? NO_FIGURE;
      const rows = [
        row('Estado', status(before), status(now), before?.status !== now?.status),
        row(
          'Publicación',
          link(before),
          link(now),
          (before?.post_url ?? null) !== (now?.post_url ?? null),
        ),
        row(
          'Lecturas de cifras',
          String(before?.readings.length ?? 0),
          String(now?.readings.length ?? 0),
          (before?.readings.length ?? 0) !== (now?.readings.length ?? 0),
        ),
        ...ITEM_FIGURES.map(({ name, label }) => {
          const [a, b] = [
            before ? (latestReading(before)?.[name] ?? null) : null,
            now ? (latestReading(now)?.[name] ?? null) : null,
          ];
          return row(`${label} (última lectura)`, integer(a), integer(b), a !== b);
        }),
      ].join('');
      return `<table><caption>${escapeHtml(itemTitle(item) + note)}</caption>${HEAD_ROW}<tbody>${rows}</tbody></table>`;
    })
    .join('\n');
}

function foundBody(answer: ReportVerifyAnswer): { title: string; body: string } {
  const { creator } = answer;
  const who = creator.handle
    ? `${escapeHtml(creator.name || `@${creator.handle}`)}${creator.name ? ` (@${escapeHtml(creator.handle)})` : ''}`
    : escapeHtml(creator.name || NO_FIGURE);
  const status = answer.matches
    ? '<p class="status ok">Las cifras coinciden con las que tiene la colaboración ahora.</p>'
    : '<p class="status changed">Las cifras cambiaron desde que se exportó el reporte.</p>';
  return {
    title: 'Verificación del reporte de campaña',
    body: [
      `<p>Código <span class="code">${escapeHtml(answer.code)}</span></p>`,
      `<p>Reporte de campaña de <strong>${escapeHtml(answer.brand.name)}</strong> con <strong>${who}</strong>, exportado el ${dateTime(answer.exported_at)} y registrado el ${dateTime(answer.registered_at)}.</p>`,
      status,
      '<h2>Cifras del reporte y cifras actuales</h2>',
      totalsTable(answer.printed, answer.live),
      itemTables(answer.printed, answer.live),
    ].join('\n'),
  };
}

function pageText(outcome: ReportVerifyPageOutcome): { title: string; body: string } {
  switch (outcome.kind) {
    case 'found':
      return foundBody(outcome.answer);
    case 'not_found':
      return {
        title: 'No encontramos ese código de verificación',
        body: '<p>Revisa el código impreso en el reporte o vuelve a escanear su código QR. Si el reporte se exportó sin conexión, su código se registra cuando la computadora que lo exportó vuelve a conectarse.</p>',
      };
    case 'failed':
      return {
        title: 'No pudimos verificar el reporte de campaña',
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
 * The small Spanish page a phone's browser gets after scanning a report's QR code:
 * self-contained (its style inline, nothing loaded from anywhere), every stored value escaped.
 */
export function reportVerifyPage(outcome: ReportVerifyPageOutcome): string {
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
