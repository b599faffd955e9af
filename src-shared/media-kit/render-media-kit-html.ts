import type { KitPrint, KitSection, MediaKit } from '../domain/media-kit';
import { kitPalette } from './kit-accent';
import { text } from './kit-html';
import { audienceSectionHtml } from './kit-sections/audience';
import { collaborationsSectionHtml } from './kit-sections/collaborations';
import { contactSectionHtml } from './kit-sections/contact';
import { coverHtml } from './kit-sections/cover';
import { networksSectionHtml } from './kit-sections/networks';
import { portfolioSectionHtml } from './kit-sections/portfolio';
import { pricesSectionHtml } from './kit-sections/prices';
import { verificationHtml } from './kit-sections/verification';
import { kitStyle, MEDIA_KIT_WIDTH_PX } from './kit-style';
import { MEDIA_KIT_LOCALE, kitDates } from './media-kit-i18n';

export { escapeHtml } from './kit-html';
export { MEDIA_KIT_PAGE_HEIGHT_PX, MEDIA_KIT_WIDTH_PX } from './kit-style';

/** The kit's only inbound content: inline styles and `data:` images, never a request or a script. */
export const MEDIA_KIT_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/**
 * One self-contained HTML document for a creator's media kit: inline styles, images only from
 * `data:` URLs, every text escaped, no scripts. The kit page's preview and every export render
 * it, so both show the same document and the same date: the day the kit's data was read
 * (`synced_at`, what the kit page says too) as the calendar day of this computer; an offline copy
 * never passes for today's figures. Electron and Chromium print it to PDF (A4 or Letter, 15-point margins, cards
 * never cut) and to a 794 px wide PNG.
 */
export function renderMediaKitHtml(kit: MediaKit, print: KitPrint): string {
  const { options, agency, verification } = print;
  const dates = kitDates();
  const shows = (section: KitSection) => options.sections[section];
  const sections = [
    shows('networks') ? networksSectionHtml(kit.networks, dates) : '',
    shows('audience') ? audienceSectionHtml(kit.networks, dates) : '',
    shows('portfolio') ? portfolioSectionHtml(kit.highlights) : '',
    shows('prices') ? pricesSectionHtml(kit.prices) : '',
    shows('collaborations') ? collaborationsSectionHtml(kit.collaborations, dates) : '',
    shows('contact') ? contactSectionHtml(kit, agency) : '',
  ];
  return `<!doctype html>
<html lang="${MEDIA_KIT_LOCALE}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${MEDIA_KIT_CSP}">
<meta name="viewport" content="width=${MEDIA_KIT_WIDTH_PX}">
<title>${text('documentTitle', { name: kit.name })}</title>
<style>${kitStyle(kitPalette(options.accent), options.page_size)}</style>
</head>
<body>
<main class="kit">
${coverHtml({ kit, agency, dataDay: dates.day(kit.synced_at) })}
${sections.filter(Boolean).join('\n')}
${verificationHtml(verification)}
</main>
</body>
</html>
`;
}
