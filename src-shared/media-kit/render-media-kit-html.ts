import { languageName } from '../catalogs/profile-options';
import type { AudienceShare, SocialNetwork } from '../domain/network';
import type { MediaKit, MediaKitHighlight, MediaKitNetwork } from '../domain/media-kit';
import type { PriceItem } from '../domain/finder';
import {
  MEDIA_KIT_LOCALE,
  formatKitDate,
  formatKitEr,
  formatKitInteger,
  formatKitScore,
  formatKitShare,
  formatKitUsd,
  mediaKitI18n,
} from './media-kit-i18n';

/** A4 at 96 dpi: the PNG is this wide, and the PDF's 15-point margins leave the same 754 px. */
export const MEDIA_KIT_WIDTH_PX = 794;
/** A4's height at 96 dpi: the PNG of any kit is at least one page tall. */
export const MEDIA_KIT_PAGE_HEIGHT_PX = 1123;
export const MEDIA_KIT_MAX_HIGHLIGHTS = 6;

/** The kit's only inbound content: inline styles and `data:` images, never a request or a script. */
export const MEDIA_KIT_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

// Raster images only, base64 only: nothing in the value can close the attribute or run code.
const SAFE_IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+={0,2}$/;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** A translated string, escaped once here so every interpolated value is escaped too. */
function text(key: string, options?: Record<string, unknown>): string {
  return escapeHtml(mediaKitI18n.t(key, options ?? {}));
}

function safeImage(value: string | null): string | null {
  return value !== null && SAFE_IMAGE_DATA_URL.test(value) ? value : null;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase(MEDIA_KIT_LOCALE))
    .join('');
}

const regionNames = new Intl.DisplayNames([MEDIA_KIT_LOCALE], { type: 'region' });

function countryName(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const STYLE = `
@page { size: A4; margin: 15pt; }
* { box-sizing: border-box; }
html { background: #ffffff; }
body {
  margin: 0;
  width: ${MEDIA_KIT_WIDTH_PX}px;
  padding: 20px;
  background: #ffffff;
  color: #1d1b26;
  font-family: 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif;
  font-size: 13px;
  line-height: 1.4;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
/* The page margin gives print its 15 pt: the same 754 px of content as the PNG. */
@media print { body { width: auto; padding: 0; } }
.kit { padding: 0 6px; }
h1, h2, h3, h4, p { margin: 0; }
h2 { font-size: 17px; color: #4b23b8; margin: 18px 0 8px; break-after: avoid; }
.hero {
  display: flex; gap: 20px; align-items: flex-start;
  padding: 18px; border-radius: 14px; background: #f3effd;
  break-inside: avoid;
}
.photo { width: 120px; height: 120px; border-radius: 50%; object-fit: cover; flex: none; }
.photo-placeholder {
  display: flex; align-items: center; justify-content: center;
  background: #5b2be0; color: #ffffff; font-size: 40px; font-weight: 700;
}
.identity { flex: 1; min-width: 0; }
.identity h1 { font-size: 26px; line-height: 1.2; overflow-wrap: anywhere; }
.handle { font-size: 15px; color: #5b2be0; font-weight: 600; margin-top: 2px; }
.tags { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; }
.tag { background: #ffffff; border: 1px solid #d9cffa; border-radius: 999px; padding: 2px 10px; font-size: 12px; }
.languages { margin-top: 8px; color: #4a4657; }
.bio { margin-top: 8px; white-space: pre-line; overflow-wrap: anywhere; }
.row { display: flex; gap: 12px; margin-bottom: 12px; break-inside: avoid; }
.row > * { flex: 1 1 0; min-width: 0; }
.card { border: 1px solid #e2ddef; border-radius: 12px; padding: 12px 14px; break-inside: avoid; }
.card-head { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; }
.card-head h3 { font-size: 16px; }
.source { font-size: 11px; color: #6d6880; }
.username { color: #4a4657; overflow-wrap: anywhere; }
.figures { display: flex; gap: 16px; margin: 10px 0 4px; }
.figures dt { font-size: 11px; color: #6d6880; }
.figures dd { margin: 0; font-size: 17px; font-weight: 700; }
.audience h4 { font-size: 12px; margin: 8px 0 4px; color: #4a4657; }
.bar-row { display: flex; align-items: center; gap: 6px; font-size: 11px; margin: 2px 0; break-inside: avoid; }
.bar-label { width: 84px; flex: none; }
.bar { flex: 1; height: 8px; background: #ece8f7; border-radius: 4px; overflow: hidden; }
.bar-fill { display: block; height: 100%; background: #5b2be0; }
.bar-value { width: 44px; flex: none; text-align: right; }
.read-at { margin-top: 8px; font-size: 11px; color: #6d6880; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #e2ddef; }
th { font-size: 12px; color: #6d6880; font-weight: 600; }
td.price, th.price { text-align: right; }
tr { break-inside: avoid; }
.highlight { margin: 0; break-inside: avoid; }
.thumb { position: relative; height: 150px; border-radius: 10px; overflow: hidden; background: #ece8f7; }
.thumb img { width: 100%; height: 100%; object-fit: cover; display: block; }
.thumb-empty { height: 100%; display: flex; align-items: center; justify-content: center; color: #6d6880; font-size: 12px; }
.video-mark {
  position: absolute; left: 8px; bottom: 8px; padding: 2px 8px; border-radius: 999px;
  background: rgba(29, 27, 38, 0.8); color: #ffffff; font-size: 11px; font-weight: 600;
}
.highlight p { margin-top: 4px; font-size: 12px; overflow-wrap: anywhere; }
.contact { padding: 12px 14px; border-radius: 12px; background: #f3effd; font-weight: 600; break-inside: avoid; }
footer { margin-top: 14px; font-size: 11px; color: #6d6880; break-inside: avoid; }
`;

function rowsOf(cells: string[], perRow: number): string {
  const rows: string[] = [];
  for (let start = 0; start < cells.length; start += perRow) {
    const row = cells.slice(start, start + perRow);
    // Empty cells keep the last row's cards as wide as the others.
    while (row.length < perRow) row.push('<div></div>');
    rows.push(`<div class="row">${row.join('')}</div>`);
  }
  return rows.join('');
}

function heroHtml(kit: MediaKit): string {
  const photo = safeImage(kit.photo);
  const photoHtml = photo
    ? `<img class="photo" src="${photo}" alt="${text('photoAlt', { name: kit.name })}">`
    : `<div class="photo photo-placeholder">${escapeHtml(initialsOf(kit.name))}</div>`;
  const tags = [text(`categories.${kit.category}`)];
  if (kit.country) tags.push(text('country', { country: countryName(kit.country) }));
  const languages = kit.languages.map(languageName);
  return `<header class="hero">${photoHtml}<div class="identity">
<h1>${escapeHtml(kit.name)}</h1>
<p class="handle">${kit.handle ? text('handle', { handle: kit.handle }) : text('noHandle')}</p>
<p class="tags">${tags.map((tag) => `<span class="tag">${tag}</span>`).join('')}</p>
${languages.length > 0 ? `<p class="languages">${text('languages', { list: languages.join(', ') })}</p>` : ''}
${kit.bio.trim() ? `<p class="bio">${escapeHtml(kit.bio.trim())}</p>` : ''}
</div></header>`;
}

function barRowHtml(label: string, points: number): string {
  const width = Math.max(0, Math.min(100, points));
  return `<div class="bar-row"><span class="bar-label">${label}</span><span class="bar"><span class="bar-fill" style="width:${width.toFixed(1)}%"></span></span><span class="bar-value">${escapeHtml(formatKitShare(points))}</span></div>`;
}

const GENDER_ORDER: readonly AudienceShare['gender'][] = ['female', 'male', 'unknown'];

/** `13-17` before `18-24` … before `65+`; ranges the network names oddly go last, by name. */
function ageOrder(a: string, b: string): number {
  const start = (range: string) => Number.parseInt(range, 10);
  const [left, right] = [start(a), start(b)];
  if (Number.isNaN(left) || Number.isNaN(right)) {
    return Number.isNaN(left) === Number.isNaN(right)
      ? a.localeCompare(b)
      : Number.isNaN(left)
        ? 1
        : -1;
  }
  return left - right;
}

function audienceHtml(audience: AudienceShare[]): string {
  if (audience.length === 0) return '';
  const byAge = new Map<string, number>();
  const byGender = new Map<AudienceShare['gender'], number>();
  for (const share of audience) {
    byAge.set(share.age_range, (byAge.get(share.age_range) ?? 0) + share.percent);
    byGender.set(share.gender, (byGender.get(share.gender) ?? 0) + share.percent);
  }
  const ages = [...byAge.entries()]
    .sort(([a], [b]) => ageOrder(a, b))
    .map(([range, points]) => barRowHtml(escapeHtml(range), points));
  const genders = GENDER_ORDER.filter((gender) => byGender.has(gender)).map((gender) =>
    barRowHtml(text(`gender.${gender}`), byGender.get(gender)!),
  );
  return `<div class="audience"><h4>${text('network.ageTitle')}</h4>${ages.join('')}<h4>${text('network.genderTitle')}</h4>${genders.join('')}</div>`;
}

// Blogs and podcasts are named by a title or an address, not an @handle.
const NETWORKS_WITHOUT_AT: readonly SocialNetwork[] = ['blog', 'spotify'];

function usernameOf(network: MediaKitNetwork): string {
  const name = network.username.trim();
  if (!name) return '';
  return NETWORKS_WITHOUT_AT.includes(network.network) || name.startsWith('@') ? name : `@${name}`;
}

function figureHtml(label: string, value: string): string {
  return `<div><dt>${label}</dt><dd>${escapeHtml(value)}</dd></div>`;
}

function networkCardHtml(network: MediaKitNetwork): string {
  const figures = [
    figureHtml(
      text('network.followers', { context: network.network }),
      formatKitInteger(network.followers),
    ),
  ];
  if (network.er !== null) figures.push(figureHtml(text('network.er'), formatKitEr(network.er)));
  if (network.aqs !== null) {
    figures.push(figureHtml(text('network.aqs'), formatKitScore(network.aqs)));
  }
  const readDate = network.read_at ? formatKitDate(network.read_at) : '';
  const username = usernameOf(network);
  return `<article class="card network">
<div class="card-head"><h3>${text(`networks.${network.network}`)}</h3><span class="source">${text(network.verified ? 'network.verified' : 'network.manual')}</span></div>
${username ? `<p class="username">${escapeHtml(username)}</p>` : ''}
<dl class="figures">${figures.join('')}</dl>
${audienceHtml(network.audience)}
<p class="read-at">${readDate ? text('network.readAt', { date: readDate }) : text('network.notRead')}</p>
</article>`;
}

function networksHtml(networks: MediaKitNetwork[]): string {
  if (networks.length === 0) return '';
  return `<section class="networks"><h2>${text('sections.networks')}</h2>${rowsOf(networks.map(networkCardHtml), 2)}</section>`;
}

function pricesHtml(prices: PriceItem[]): string {
  if (prices.length === 0) return '';
  const rows = prices
    .map(
      (price) =>
        `<tr><td>${text(`networks.${price.network}`)}</td><td>${text(`contentTypes.${price.content_type}`)}</td><td class="price">${escapeHtml(formatKitUsd(price.price))}</td></tr>`,
    )
    .join('');
  return `<section class="prices"><h2>${text('sections.prices')}</h2><table><thead><tr><th>${text('prices.network')}</th><th>${text('prices.contentType')}</th><th class="price">${text('prices.price')}</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

function highlightHtml(highlight: MediaKitHighlight): string {
  const image = safeImage(highlight.thumbnail);
  const still = image
    ? `<img src="${image}" alt="${escapeHtml(highlight.title)}">`
    : `<div class="thumb-empty">${text('highlights.noImage')}</div>`;
  const videoMark =
    highlight.media_type === 'video'
      ? `<span class="video-mark">▶ ${text('highlights.video')}</span>`
      : '';
  return `<figure class="highlight"><div class="thumb">${still}${videoMark}</div>${highlight.title.trim() ? `<p>${escapeHtml(highlight.title.trim())}</p>` : ''}</figure>`;
}

function highlightsHtml(highlights: MediaKitHighlight[]): string {
  const shown = highlights.slice(0, MEDIA_KIT_MAX_HIGHLIGHTS);
  if (shown.length === 0) return '';
  return `<section class="highlights"><h2>${text('sections.highlights')}</h2>${rowsOf(shown.map(highlightHtml), 3)}</section>`;
}

function contactHtml(kit: MediaKit): string {
  const line = kit.handle
    ? text('contact', { name: kit.name, handle: kit.handle })
    : text('contactNoHandle', { name: kit.name });
  return `<section class="contact-section"><h2>${text('sections.contact')}</h2><p class="contact">${line}</p></section>`;
}

/**
 * One self-contained HTML document for a creator's media kit: inline styles, images only from
 * the kit's `data:` URLs, every text escaped, no scripts. Electron and Chromium print the same
 * document to PDF (A4, 15-point margins, cards never cut) and to a 794 px wide PNG.
 */
export function renderMediaKitHtml(kit: MediaKit): string {
  const synced = formatKitDate(kit.synced_at);
  return `<!doctype html>
<html lang="${MEDIA_KIT_LOCALE}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${MEDIA_KIT_CSP}">
<meta name="viewport" content="width=${MEDIA_KIT_WIDTH_PX}">
<title>${text('documentTitle', { name: kit.name })}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="kit">
${heroHtml(kit)}
${networksHtml(kit.networks)}
${pricesHtml(kit.prices)}
${highlightsHtml(kit.highlights)}
${contactHtml(kit)}
${synced ? `<footer>${text('footer', { date: synced })}</footer>` : ''}
</main>
</body>
</html>
`;
}
