import type { KitPageSize } from '../domain/media-kit';
import type { KitPalette } from './kit-accent';

/** A4 at 96 dpi: the PNG is this wide. */
export const MEDIA_KIT_WIDTH_PX = 794;
/** A4's height at 96 dpi: the PNG of any kit is at least one page tall. */
export const MEDIA_KIT_PAGE_HEIGHT_PX = 1123;

const PAGE_SIZE_CSS: Record<KitPageSize, string> = { a4: 'A4', letter: 'letter' };

/**
 * The kit's styles. Print keeps its 15 points on every side of every page as the page margin
 * (padding on the body would only pad the first and last page); the PNG gets the same 20 px.
 * The accent colours headings, bars and the trend line; headings take the palette's `ink`, the
 * accent darkened until it reads on white.
 */
export function kitStyle(palette: KitPalette, pageSize: KitPageSize): string {
  return `
@page { size: ${PAGE_SIZE_CSS[pageSize]}; margin: 15pt; }
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
@media print { body { width: auto; padding: 0; } }
.kit { padding: 0 6px; }
h1, h2, h3, h4, p { margin: 0; }
h2 { font-size: 17px; color: ${palette.ink}; margin: 14px 0 8px; padding-bottom: 4px; border-bottom: 2px solid ${palette.accent}; break-after: avoid; }
.kit-section { break-inside: avoid; }
/*
 * Sections of cards, rows or logos can outgrow what is left of a page: they break between their
 * rows (each kept whole) instead of leaving the rest of the page blank, so page 1 is filled.
 */
.kit-section.networks, .kit-section.audience-section, .kit-section.portfolio,
.kit-section.prices, .kit-section.collaborations { break-inside: auto; }
/* The cover: the photo as a wide band with the name on a shade at its foot, then big figures. */
.cover { break-inside: avoid; }
.cover-band {
  /* Its own stacking context: the photo and its shade sit under the title, which stays in the
     flow so the PDF's text reads name first. */
  position: relative; isolation: isolate; height: 260px; border-radius: 16px; overflow: hidden;
  display: flex; align-items: flex-end; padding: 20px 24px;
  background: linear-gradient(135deg, ${palette.accent}, ${palette.ink});
}
.cover-photo {
  position: absolute; inset: 0; z-index: -2; display: block; width: 100%; height: 100%;
  object-fit: cover; object-position: center 30%;
}
.cover-initials {
  display: flex; align-items: center; justify-content: flex-end; padding-right: 48px;
  color: rgba(255, 255, 255, 0.35); font-size: 150px; font-weight: 800; letter-spacing: -4px;
}
/* Dark enough at the foot for white text over any photo (at least 4.5:1 over pure white). */
.cover-band::after {
  content: ''; position: absolute; inset: 0; z-index: -1;
  background: linear-gradient(180deg, rgba(17, 16, 24, 0) 35%, rgba(17, 16, 24, 0.62) 62%, rgba(17, 16, 24, 0.85) 100%);
}
.cover-title { min-width: 0; color: #ffffff; }
.cover-title h1 { font-size: 34px; line-height: 1.15; overflow-wrap: anywhere; }
.cover-title .handle { font-size: 16px; font-weight: 600; margin-top: 2px; }
.cover-title .place { font-size: 14px; margin-top: 4px; }
.tiles { display: flex; gap: 10px; margin: 14px 0 0; }
.tile { flex: 1 1 0; min-width: 0; padding: 12px 14px; border-radius: 12px; background: ${palette.wash}; border-top: 4px solid ${palette.accent}; }
.tile dt { font-size: 12px; font-weight: 700; color: #4a4657; }
.tile dd { margin: 4px 0 0; }
.tile-value { display: block; font-size: 26px; line-height: 1.15; font-weight: 800; color: ${palette.ink}; overflow-wrap: anywhere; }
.tiles-4 .tile-value { font-size: 22px; }
.nowrap { white-space: nowrap; }
.tile-detail { display: block; margin-top: 2px; font-size: 11px; color: #4a4657; }
.about { display: flex; flex-direction: column; gap: 4px; margin-top: 12px; }
.languages { color: #4a4657; }
.bio { white-space: pre-line; overflow-wrap: anywhere; }
.cover-meta { margin-top: 8px; font-size: 11px; color: #5f5a70; }
.row { display: flex; gap: 12px; margin-bottom: 12px; break-inside: avoid; }
.row > * { flex: 1 1 0; min-width: 0; }
.card { border: 1px solid ${palette.tint}; border-radius: 12px; padding: 12px 14px; break-inside: avoid; }
.card-head { display: flex; align-items: center; gap: 8px; }
.card-head h3 { font-size: 16px; }
.logo { display: inline-flex; align-items: center; justify-content: center; width: 26px; height: 26px; border-radius: 7px; flex: none; }
.username, .account-name { color: #4a4657; overflow-wrap: anywhere; margin-top: 4px; }
.account-name { font-weight: 600; }
.account-url { font-size: 12px; color: #4a4657; overflow-wrap: anywhere; }
.figures { display: flex; flex-wrap: wrap; gap: 6px 16px; margin: 10px 0 4px; }
.figures dt { font-size: 11px; color: #5f5a70; }
.figures dd { margin: 0; font-size: 17px; font-weight: 700; }
.trend { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 10px; margin-top: 6px; font-size: 11px; color: #4a4657; }
.trend-title { flex: 0 0 100%; }
.trend-line { flex: none; }
.trend-line path { stroke: ${palette.accent}; }
.trend-line circle { fill: ${palette.accent}; }
.trend-change { font-weight: 600; }
.audience-columns { display: flex; gap: 28px; }
.audience-columns > div { flex: 1 1 0; min-width: 0; }
.audience-columns > div:first-child { flex-grow: 1.4; }
.audience h4 { font-size: 12px; margin: 8px 0 4px; color: #4a4657; }
.bar-row { display: flex; align-items: center; gap: 6px; font-size: 11px; margin: 2px 0; break-inside: avoid; }
.bar-label { width: 84px; flex: none; }
.bar { flex: 1; height: 8px; background: ${palette.tint}; border-radius: 4px; overflow: hidden; }
.bar-fill { display: block; height: 100%; background: ${palette.accent}; }
.bar-value { width: 44px; flex: none; text-align: right; }
.read-at { margin-top: 8px; font-size: 11px; color: #5f5a70; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid ${palette.tint}; }
th { font-size: 12px; color: #5f5a70; font-weight: 600; }
td.price, th.price { text-align: right; }
tr { break-inside: avoid; }
.highlight { margin: 0; break-inside: avoid; }
.thumb { position: relative; height: 150px; border-radius: 10px; overflow: hidden; background: ${palette.tint}; }
.thumb img { width: 100%; height: 100%; object-fit: cover; display: block; }
.thumb-empty { height: 100%; display: flex; align-items: center; justify-content: center; color: #4a4657; font-size: 12px; }
.play {
  position: absolute; left: 50%; top: 50%; width: 54px; height: 54px; margin: -27px 0 0 -27px;
  display: flex; align-items: center; justify-content: center; border-radius: 50%;
  background: rgba(17, 16, 24, 0.72); box-shadow: 0 0 0 3px rgba(255, 255, 255, 0.9);
}
.play-triangle { color: #ffffff; font-size: 22px; line-height: 1; margin-left: 4px; }
.video-mark {
  position: absolute; left: 8px; bottom: 8px; padding: 2px 8px; border-radius: 999px;
  background: rgba(29, 27, 38, 0.8); color: #ffffff; font-size: 11px; font-weight: 600;
}
.highlight p { margin-top: 4px; font-size: 12px; overflow-wrap: anywhere; }
/* Past collaborations: a strip of the brands' logos, five to a row. */
.logo-strip { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 10px; }
.collaboration { width: calc((100% - 40px) / 5); display: flex; flex-direction: column; align-items: center; text-align: center; gap: 4px; break-inside: avoid; }
.brand-logo {
  display: flex; align-items: center; justify-content: center; width: 100%; height: 72px;
  padding: 10px; border: 1px solid ${palette.tint}; border-radius: 12px; background: #ffffff; object-fit: contain;
}
.brand-wordmark { color: ${palette.ink}; background: ${palette.wash}; font-size: 15px; font-weight: 800; line-height: 1.15; overflow-wrap: anywhere; }
.brand-name { font-size: 12px; font-weight: 600; overflow-wrap: anywhere; }
.collaboration-details { font-size: 10px; color: #5f5a70; }
.contact { padding: 12px 14px; border-radius: 12px; background: ${palette.wash}; font-weight: 600; break-inside: avoid; overflow-wrap: anywhere; }
.agency { display: flex; gap: 14px; align-items: center; font-weight: 400; }
.agency-logo { width: 56px; height: 56px; object-fit: contain; flex: none; }
.agency-name { font-size: 15px; font-weight: 700; color: ${palette.ink}; }
/* Never alone on a page: the page breaks earlier instead, taking what comes before with it. */
.verification { display: flex; gap: 14px; align-items: center; margin-top: 14px; padding: 10px 14px; border: 1px solid ${palette.tint}; border-radius: 12px; break-inside: avoid; break-before: avoid; }
.qr { flex: none; width: 104px; height: 104px; padding: 6px; background: #ffffff; image-rendering: pixelated; }
.verification .code { font-weight: 700; color: ${palette.ink}; }
.verify-url { overflow-wrap: anywhere; }
.explain, .pending { font-size: 11px; color: #5f5a70; margin-top: 4px; }
.pending { font-weight: 600; }
`;
}
