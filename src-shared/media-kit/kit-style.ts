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
h2 { font-size: 17px; color: ${palette.ink}; margin: 18px 0 8px; padding-bottom: 4px; border-bottom: 2px solid ${palette.accent}; break-after: avoid; }
.kit-section { break-inside: avoid; }
/* Sections of cards can outgrow a page: their rows stay whole instead, and no page is left blank. */
.kit-section.networks, .kit-section.audience-section, .kit-section.portfolio { break-inside: auto; }
.hero {
  display: flex; gap: 20px; align-items: flex-start;
  padding: 18px; border-radius: 14px; background: ${palette.wash};
  break-inside: avoid;
}
.photo { width: 120px; height: 120px; border-radius: 50%; object-fit: cover; flex: none; }
.photo-placeholder {
  display: flex; align-items: center; justify-content: center;
  background: ${palette.ink}; color: #ffffff; font-size: 40px; font-weight: 700;
}
.identity { flex: 1; min-width: 0; }
.identity h1 { font-size: 26px; line-height: 1.2; overflow-wrap: anywhere; }
.handle { font-size: 15px; color: ${palette.ink}; font-weight: 600; margin-top: 2px; }
.tags { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; }
.tag { background: #ffffff; border: 1px solid ${palette.tint}; border-radius: 999px; padding: 2px 10px; font-size: 12px; }
.languages { margin-top: 8px; color: #4a4657; }
.bio { margin-top: 8px; white-space: pre-line; overflow-wrap: anywhere; }
.reach { margin-top: 10px; }
.reach-label { font-weight: 600; }
.reach-total { font-size: 18px; color: ${palette.ink}; }
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
.video-mark {
  position: absolute; left: 8px; bottom: 8px; padding: 2px 8px; border-radius: 999px;
  background: rgba(29, 27, 38, 0.8); color: #ffffff; font-size: 11px; font-weight: 600;
}
.highlight p { margin-top: 4px; font-size: 12px; overflow-wrap: anywhere; }
.collaboration-list { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 10px; }
.collaboration { display: flex; align-items: center; gap: 10px; width: calc(50% - 5px); border: 1px solid ${palette.tint}; border-radius: 12px; padding: 8px 12px; break-inside: avoid; }
.brand-logo { width: 36px; height: 36px; border-radius: 8px; object-fit: contain; flex: none; }
.brand-initial { display: flex; align-items: center; justify-content: center; background: ${palette.wash}; color: ${palette.ink}; font-weight: 700; }
.brand-name { font-weight: 600; overflow-wrap: anywhere; }
.collaboration-details { font-size: 11px; color: #5f5a70; }
.contact { padding: 12px 14px; border-radius: 12px; background: ${palette.wash}; font-weight: 600; break-inside: avoid; overflow-wrap: anywhere; }
.agency { display: flex; gap: 14px; align-items: center; font-weight: 400; }
.agency-logo { width: 64px; height: 64px; object-fit: contain; flex: none; }
.agency-name { font-size: 15px; font-weight: 700; color: ${palette.ink}; }
.verification { display: flex; gap: 14px; align-items: center; margin-top: 18px; padding: 12px 14px; border: 1px solid ${palette.tint}; border-radius: 12px; break-inside: avoid; }
.qr { flex: none; width: 148px; height: 148px; padding: 8px; background: #ffffff; image-rendering: pixelated; }
.verification .code { font-weight: 700; color: ${palette.ink}; }
.verify-url { overflow-wrap: anywhere; }
.explain, .pending { font-size: 11px; color: #5f5a70; margin-top: 4px; }
.pending { font-weight: 600; }
`;
}
