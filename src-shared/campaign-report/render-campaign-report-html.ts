import type { CampaignReport, ReportPrint, ReportTotals } from '../domain/campaign-report';
import type { KitVerification } from '../domain/media-kit';
import { DEFAULT_KIT_ACCENT } from '../domain/media-kit';
import { kitPalette } from '../media-kit/kit-accent';
import { base64Utf8, escapeHtml, safeImage } from '../media-kit/kit-html';
import { MEDIA_KIT_WIDTH_PX } from '../media-kit/kit-style';
import { MEDIA_KIT_CSP } from '../media-kit/render-media-kit-html';
import { initialsOf } from '../rules/initials';
import {
  CAMPAIGN_REPORT_LOCALE,
  formatReportInteger,
  formatReportUnitCost,
  formatReportUsd,
  reportDates,
  reportHtmlText,
  type ReportDates,
} from './campaign-report-i18n';
import { reportItemHtml } from './report-item-html';
import { reportStyle } from './report-style';

/** The report's only inbound content, as the kit's: inline styles and `data:` images. */
export const CAMPAIGN_REPORT_CSP = MEDIA_KIT_CSP;

function partyImageHtml(image: string | null, name: string, kind: 'brand-logo' | 'creator-photo') {
  const safe = safeImage(image);
  const alt = reportHtmlText(kind === 'brand-logo' ? 'logoAlt' : 'photoAlt', { name });
  return safe
    ? `<img class="party-image ${kind}" src="${safe}" alt="${alt}">`
    : `<div class="party-image ${kind} initials" aria-hidden="true">${escapeHtml(initialsOf(name))}</div>`;
}

function coverHtml(report: CampaignReport, dates: ReportDates, exportedAt: string): string {
  const { brand, creator } = report;
  const closed = report.items.length - report.figures.totals.items_planned;
  return `<header class="cover">
<p class="eyebrow">${reportHtmlText('eyebrow')} · <span class="state">${reportHtmlText(`collaborationStatus.${report.status}`)}</span></p>
<div class="parties">
<div class="party">${partyImageHtml(brand.image, brand.name, 'brand-logo')}<div><h1 class="party-name">${escapeHtml(brand.name)}</h1></div></div>
<span class="times" aria-hidden="true">×</span>
<div class="party">${partyImageHtml(creator.image, creator.name, 'creator-photo')}<div><p class="party-name">${escapeHtml(creator.name)}</p>${creator.handle ? `<p class="handle">${reportHtmlText('handle', { handle: creator.handle })}</p>` : ''}</div></div>
</div>
<dl class="terms">
<div><dt>${reportHtmlText('cover.price')}</dt><dd>${escapeHtml(formatReportUsd(report.price))}</dd></div>
<div class="period"><dt>${reportHtmlText('cover.periodLabel')}</dt><dd>${reportHtmlText('cover.period', { start: dates.calendarDay(report.start_date), end: dates.calendarDay(report.end_date) })}</dd></div>
<div><dt>${reportHtmlText('cover.itemsLabel')}</dt><dd>${reportHtmlText('cover.items', { count: report.items.length })}${closed > 0 ? ` <span class="note">${reportHtmlText('cover.closed', { count: closed })}</span>` : ''}</dd></div>
</dl>
${exportedAt ? `<p class="exported">${reportHtmlText('cover.exportedAt', { date: exportedAt })}</p>` : ''}
</header>`;
}

function tileHtml(label: string, value: string | null, note: string, hint = ''): string {
  return `<div class="tile"><p class="tile-label">${label}</p><p class="tile-value">${value ?? reportHtmlText('tiles.none')}</p>${hint ? `<p class="tile-note">${hint}</p>` : ''}<p class="tile-note">${note}</p></div>`;
}

/** Total views and interactions and what each cost, over the figures that exist. */
function tilesHtml(totals: ReportTotals): string {
  const over = (count: number) =>
    reportHtmlText('tiles.over', { count, total: Math.max(totals.items_planned, count) });
  const noneYet = totals.items_measured === 0;
  const viewsNote =
    totals.views !== null
      ? over(totals.items_with_views)
      : reportHtmlText(noneYet ? 'tiles.noneYet' : 'tiles.noViews');
  const interactionsNote =
    totals.interactions !== null
      ? over(totals.items_with_interactions)
      : reportHtmlText(noneYet ? 'tiles.noneYet' : 'tiles.noInteractions');
  const costNote = (value: number | null, overCount: number, missing: string) =>
    value !== null ? over(overCount) : reportHtmlText(noneYet ? 'tiles.noneYet' : missing);
  const integer = (value: number | null) =>
    value === null ? null : escapeHtml(formatReportInteger(value));
  const unitCost = (value: number | null) =>
    value === null ? null : escapeHtml(formatReportUnitCost(value));
  return `<section class="tiles">
${tileHtml(reportHtmlText('tiles.views'), integer(totals.views), viewsNote)}
${tileHtml(reportHtmlText('tiles.interactions'), integer(totals.interactions), interactionsNote, reportHtmlText('tiles.interactionsHint'))}
${tileHtml(reportHtmlText('tiles.costPerView'), unitCost(totals.cost_per_view), costNote(totals.cost_per_view, totals.items_with_views, 'tiles.noViewsForCost'))}
${tileHtml(reportHtmlText('tiles.costPerInteraction'), unitCost(totals.cost_per_interaction), costNote(totals.cost_per_interaction, totals.items_with_interactions, 'tiles.noInteractionsForCost'))}
</section>`;
}

/** The code, its verify address and QR code, and the export's one date again. */
function verificationHtml(verification: KitVerification, exportedAt: string): string {
  const qr = `data:image/svg+xml;base64,${base64Utf8(verification.qr_svg)}`;
  const pending = verification.registered
    ? ''
    : `<p class="pending">${reportHtmlText('verification.pending')}</p>`;
  return `<aside class="verification"><img class="qr" src="${qr}" alt="${reportHtmlText('verification.qrAlt')}"><div>
<h4>${reportHtmlText('verification.title')}</h4>
<p class="code">${reportHtmlText('verification.code', { code: verification.code })}</p>
<p class="verify-url">${reportHtmlText('verification.verifyAt', { url: verification.url })}</p>
<p class="exported-at">${reportHtmlText('verification.exportedAt', { date: exportedAt })}</p>
<p class="explain">${reportHtmlText('verification.explain')}</p>
${pending}
</div></aside>`;
}

/**
 * The item blocks, each kept whole; the heading travels with the first block and the
 * verification box with the last, so neither is ever alone at a page's end or on a page.
 */
function itemsHtml(blocks: string[], heading: string, closing: string): string {
  if (blocks.length === 0) return `<div class="keep">${heading}${closing}</div>`;
  if (blocks.length === 1) return `<div class="keep">${heading}${blocks[0]}${closing}</div>`;
  const middle = blocks.slice(1, -1);
  return [
    `<div class="keep">${heading}${blocks[0]}</div>`,
    ...middle,
    `<div class="keep">${blocks[blocks.length - 1]}${closing}</div>`,
  ].join('\n');
}

/**
 * One self-contained HTML document for a brand's campaign report: inline styles, images only
 * from `data:` URLs, every text escaped, no scripts (the kit's CSP). Main prints it to PDF (A4 or
 * Letter, 15-point margins, no item block cut across pages) and to a 794 px wide PNG. Its one
 * date is the export's time, in this computer's time zone, printed in the header and in the
 * verification box.
 */
export function renderCampaignReportHtml(report: CampaignReport, print: ReportPrint): string {
  const dates = reportDates();
  const exportedAt = dates.exportTime(print.exportedAt);
  const palette = kitPalette(print.accent ?? DEFAULT_KIT_ACCENT);
  const blocks = report.items.map((item) => reportItemHtml(item, dates));
  const heading = `<h2>${reportHtmlText('sections.items')}</h2>`;
  const closing = print.verification ? verificationHtml(print.verification, exportedAt) : '';
  return `<!doctype html>
<html lang="${CAMPAIGN_REPORT_LOCALE}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CAMPAIGN_REPORT_CSP}">
<meta name="viewport" content="width=${MEDIA_KIT_WIDTH_PX}">
<title>${reportHtmlText('documentTitle', { brand: report.brand.name, creator: report.creator.name })}</title>
<style>${reportStyle(palette, print.page_size)}</style>
</head>
<body>
<main class="report">
${coverHtml(report, dates, exportedAt)}
${tilesHtml(report.figures.totals)}
${itemsHtml(blocks, heading, closing)}
</main>
</body>
</html>
`;
}
