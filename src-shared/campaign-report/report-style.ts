import type { KitPageSize } from '../domain/media-kit';
import type { KitPalette } from '../media-kit/kit-accent';
import { MEDIA_KIT_WIDTH_PX } from '../media-kit/kit-style';

const PAGE_SIZE_CSS: Record<KitPageSize, string> = { a4: 'A4', letter: 'letter' };

/**
 * The report's styles, on the kit's page geometry: 15 points of page margin in print, 20 px of
 * padding on the 794 px wide PNG. Blocks that belong together (an item, the heading with the first
 * item, the last item with the verification box) never split across pages.
 */
export function reportStyle(palette: KitPalette, pageSize: KitPageSize): string {
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
  font-size: 12px;
  line-height: 1.4;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
@media print { body { width: auto; padding: 0; } }
h1, h2, h3, h4, p, dl, dd { margin: 0; }
a { color: ${palette.ink}; text-decoration: underline; overflow-wrap: anywhere; }
.keep { break-inside: avoid; }
.cover { padding: 18px 20px; border-radius: 14px; background: ${palette.wash}; border-top: 6px solid ${palette.accent}; break-inside: avoid; }
.eyebrow { font-size: 11px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: ${palette.ink}; }
.eyebrow .state { font-weight: 600; letter-spacing: 0; text-transform: none; color: #4a4657; }
.parties { display: flex; align-items: center; gap: 14px; margin-top: 12px; }
.party { display: flex; align-items: center; gap: 12px; flex: 1 1 0; min-width: 0; }
.party-image { width: 64px; height: 64px; flex: none; background: #ffffff; }
.party-image.brand-logo { border-radius: 12px; object-fit: contain; border: 1px solid ${palette.tint}; }
.party-image.creator-photo { border-radius: 50%; object-fit: cover; }
.initials { display: flex; align-items: center; justify-content: center; background: ${palette.ink}; color: #ffffff; font-size: 24px; font-weight: 700; }
.party-role { font-size: 11px; color: #5f5a70; }
.party-name { font-size: 20px; font-weight: 700; line-height: 1.2; overflow-wrap: anywhere; }
.handle { color: ${palette.ink}; font-weight: 600; overflow-wrap: anywhere; }
.times { flex: none; font-size: 26px; color: ${palette.accent}; font-weight: 300; }
.terms { display: flex; gap: 10px; margin-top: 14px; }
.terms > div { flex: 1 1 0; min-width: 0; background: #ffffff; border-radius: 10px; padding: 8px 12px; }
.terms > .period { flex-grow: 2; }
.terms .note { font-size: 11px; font-weight: 400; color: #5f5a70; }
.terms dt { font-size: 11px; color: #5f5a70; }
.terms dd { font-size: 14px; font-weight: 700; }
.exported { margin-top: 10px; font-size: 11px; color: #4a4657; }
.tiles { display: flex; gap: 10px; margin-top: 14px; break-inside: avoid; }
.tile { flex: 1 1 0; min-width: 0; border: 1px solid ${palette.tint}; border-radius: 12px; padding: 10px 12px; }
.tile-label { font-size: 11px; color: #5f5a70; font-weight: 600; }
.tile-value { font-size: 22px; font-weight: 700; color: ${palette.ink}; margin-top: 2px; overflow-wrap: anywhere; }
.tile-note { font-size: 10.5px; color: #5f5a70; margin-top: 2px; }
h2 { font-size: 16px; color: ${palette.ink}; margin: 18px 0 8px; padding-bottom: 4px; border-bottom: 2px solid ${palette.accent}; break-after: avoid; }
.item { border: 1px solid ${palette.tint}; border-radius: 12px; padding: 12px 14px; margin-bottom: 10px; break-inside: avoid; }
.item.closed { background: #fafafa; }
.item-head { display: flex; align-items: center; gap: 8px; }
.item-head h3 { font-size: 15px; flex: 1; min-width: 0; }
.logo { display: inline-flex; align-items: center; justify-content: center; width: 26px; height: 26px; border-radius: 7px; flex: none; }
.pill { flex: none; border-radius: 999px; padding: 2px 10px; font-size: 11px; font-weight: 700; background: #ececf1; color: #3f3b4d; }
.pill.published, .pill.measured { background: #dcfce7; color: #14532d; }
.pill.approved { background: #dbeafe; color: #1e3a8a; }
.pill.draft_submitted, .pill.changes_requested { background: #fef3c7; color: #713f12; }
.pill.rejected, .pill.cancelled { background: #fee2e2; color: #7f1d1d; }
.item-meta { margin-top: 4px; font-size: 11px; color: #4a4657; }
.stills { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 10px; }
.still { position: relative; width: 118px; height: 118px; border-radius: 8px; overflow: hidden; background: ${palette.tint}; margin: 0; }
.still img { width: 100%; height: 100%; object-fit: cover; display: block; }
.play { position: absolute; left: 6px; bottom: 6px; padding: 1px 7px; border-radius: 999px; background: rgba(29, 27, 38, 0.8); color: #ffffff; font-size: 10px; font-weight: 700; }
.no-preview { margin-top: 6px; font-size: 11px; color: #5f5a70; }
.caption { margin-top: 8px; white-space: pre-line; overflow-wrap: anywhere; color: #2d2a38; }
.post { margin-top: 6px; }
.post-label { font-weight: 600; }
.note { margin-top: 6px; color: #4a4657; }
.item-figures { margin-top: 10px; }
.latest h4, .series-title { font-size: 11px; color: #5f5a70; font-weight: 600; }
.figures { display: flex; flex-wrap: wrap; gap: 4px 14px; margin-top: 4px; }
.figures dt { font-size: 10.5px; color: #5f5a70; }
.figures dd { font-size: 16px; font-weight: 700; }
.read-at { margin-top: 4px; font-size: 10.5px; color: #5f5a70; }
.series { margin-top: 8px; }
table { width: 100%; border-collapse: collapse; margin-top: 4px; table-layout: fixed; }
th:first-child, td:first-child { width: 30%; }
th, td { text-align: right; padding: 3px 6px; border-bottom: 1px solid ${palette.tint}; font-size: 11px; }
th:first-child, td:first-child { text-align: left; }
th { color: #5f5a70; font-weight: 600; }
td { font-variant-numeric: tabular-nums; }
.verification { display: flex; gap: 14px; align-items: center; margin-top: 12px; padding: 12px 14px; border: 1px solid ${palette.tint}; border-radius: 12px; background: ${palette.wash}; break-inside: avoid; }
.qr { flex: none; width: 132px; height: 132px; padding: 8px; background: #ffffff; image-rendering: pixelated; }
.verification h4 { font-size: 13px; color: ${palette.ink}; }
.verification .code { font-weight: 700; margin-top: 4px; }
.verify-url { overflow-wrap: anywhere; }
.explain, .pending { font-size: 10.5px; color: #5f5a70; margin-top: 4px; }
.pending { font-weight: 700; color: #713f12; }
`;
}
