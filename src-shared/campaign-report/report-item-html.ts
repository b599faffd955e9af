import type { ReportItem, ReportReading } from '../domain/campaign-report';
import { escapeHtml, safeImage } from '../media-kit/kit-html';
import { networkLogoHtml } from '../media-kit/kit-sections/network-logo';
import {
  formatReportInteger,
  itemTitle,
  reportHtmlText,
  reportT,
  type ReportDates,
} from './campaign-report-i18n';
import { latestReading } from './report-figures';

/** Longest caption excerpt printed: the brand has the post link for the rest. */
export const CAPTION_EXCERPT_MAX = 280;

const FIGURE_NAMES = ['views', 'likes', 'comments', 'shares', 'reach'] as const;
type FigureName = (typeof FIGURE_NAMES)[number];

/** `text` in one paragraph's worth: whitespace runs kept as single line breaks or spaces, cut at a word. */
export function captionExcerpt(caption: string, max = CAPTION_EXCERPT_MAX): string {
  const tidy = caption
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
  const characters = [...tidy];
  if (characters.length <= max) return tidy;
  const cut = characters.slice(0, max).join('');
  const space = cut.search(/\s\S*$/);
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A post address that may be a link: http(s) only, else the text is printed without a link. */
function postLinkHtml(url: string): string {
  const shown = escapeHtml(url);
  return isWebAddress(url) ? `<a href="${shown}">${shown}</a>` : shown;
}

function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The figures any of the readings has: columns nobody reports are left out, not printed empty. */
function reportedFigures(readings: readonly ReportReading[]): FigureName[] {
  return FIGURE_NAMES.filter((name) => readings.some((reading) => reading[name] !== null));
}

const figureText = (value: number | null) =>
  value === null ? reportHtmlText('figures.missing') : escapeHtml(formatReportInteger(value));

function sourceName(reading: ReportReading): string {
  return reading.source === 'manual'
    ? reportT('sources.manual')
    : reportT(`networks.${reading.source}`);
}

function latestHtml(reading: ReportReading, names: readonly FigureName[], dates: ReportDates) {
  const figures = names
    .filter((name) => reading[name] !== null)
    .map(
      (name) =>
        `<div><dt>${reportHtmlText(`figures.${name}`)}</dt><dd>${figureText(reading[name])}</dd></div>`,
    )
    .join('');
  return `<div class="latest"><h4>${reportHtmlText('item.latest')}</h4><dl class="figures">${figures}</dl>
<p class="read-at">${reportHtmlText('item.readAt', { date: dates.day(reading.read_at) })} · ${reportHtmlText('item.source', { source: sourceName(reading) })}</p></div>`;
}

/** Every reading in time order: publication, 24 h, 7 days, and any typed by hand. */
function seriesHtml(
  readings: readonly ReportReading[],
  names: readonly FigureName[],
  dates: ReportDates,
) {
  if (readings.length < 2) return '';
  const head = names.map((name) => `<th>${reportHtmlText(`figures.${name}`)}</th>`).join('');
  const rows = readings
    .map((reading) => {
      const label = `${reportHtmlText(`checkpoints.${reading.checkpoint}`)} · ${escapeHtml(dates.shortDay(reading.read_at))}`;
      const cells = names.map((name) => `<td>${figureText(reading[name])}</td>`).join('');
      return `<tr><td>${label}</td>${cells}</tr>`;
    })
    .join('');
  return `<div class="series"><p class="series-title">${reportHtmlText('item.series')}</p><table><thead><tr><th>${reportHtmlText('item.reading')}</th>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

function figuresHtml(item: ReportItem, dates: ReportDates): string {
  const latest = latestReading(item);
  if (!latest) {
    const key = item.figures_problem ? 'item.figuresProblem' : 'item.noFigures';
    return `<p class="note">${reportHtmlText(key)}</p>`;
  }
  const names = reportedFigures(item.readings);
  return `<div class="item-figures">${latestHtml(latest, names, dates)}${seriesHtml(item.readings, names, dates)}</div>`;
}

function stillsHtml(item: ReportItem, title: string): string {
  const shown = item.media.flatMap((media) => {
    const still = safeImage(media.still);
    return still ? [{ media, still }] : [];
  });
  const figures = shown.map(({ media, still }, index) => {
    const alt = reportHtmlText('item.stillAlt', { index: index + 1, title });
    const play =
      media.media_type === 'video'
        ? `<span class="play">▶ ${reportHtmlText('item.video')}</span>`
        : '';
    return `<figure class="still"><img src="${still}" alt="${alt}">${play}</figure>`;
  });
  const missing = item.media.length - shown.length;
  return [
    figures.length > 0 ? `<div class="stills">${figures.join('')}</div>` : '',
    missing > 0
      ? `<p class="no-preview">${reportHtmlText('item.noPreview', { count: missing })}</p>`
      : '',
  ].join('');
}

const CLOSED = new Set(['rejected', 'cancelled']);
const PUBLISHED = new Set(['published', 'measured']);

/**
 * One item's block, kept whole on a page: its network and number, state, dates, the approved
 * content's stills and caption, the post link and the figures. A rejected or cancelled item says
 * so with its reason; an item not published yet says that instead of printing empty figures.
 */
export function reportItemHtml(item: ReportItem, dates: ReportDates): string {
  const title = itemTitle(item);
  const meta = [reportHtmlText('item.due', { date: dates.calendarDay(item.due_date) })];
  if (item.published_at) {
    meta.push(reportHtmlText('item.published', { date: dates.day(item.published_at) }));
  }
  if (item.version !== null && !CLOSED.has(item.status)) {
    meta.push(reportHtmlText('item.version', { version: item.version }));
  }
  const head = `<header class="item-head">${networkLogoHtml(item.network)}<h3>${escapeHtml(title)}</h3><span class="pill ${item.status}">${reportHtmlText(`itemStatus.${item.status}`)}</span></header>
<p class="item-meta">${meta.join(' · ')}</p>`;
  if (CLOSED.has(item.status)) {
    const note = item.closing_note
      ? `<p class="note">${reportHtmlText('item.closingNote', { note: item.closing_note })}</p>`
      : '';
    return `<article class="item closed">${head}${note}</article>`;
  }
  const caption = item.caption?.trim()
    ? `<p class="caption">${escapeHtml(captionExcerpt(item.caption))}</p>`
    : '';
  const post = item.post_url
    ? `<p class="post"><span class="post-label">${reportHtmlText('item.post')}</span> ${postLinkHtml(item.post_url)}</p>`
    : '';
  const figures =
    PUBLISHED.has(item.status) || item.readings.length > 0
      ? figuresHtml(item, dates)
      : `<p class="note">${reportHtmlText('item.notPublishedYet')}</p>`;
  return `<article class="item">${head}${stillsHtml(item, title)}${caption}${post}${figures}</article>`;
}
