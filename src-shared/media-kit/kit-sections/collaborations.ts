import type { Collaboration } from '../../domain/finder';
import { escapeHtml, safeImage, sectionHtml, text } from '../kit-html';
import { mediaKitI18n, type KitDates } from '../media-kit-i18n';

/**
 * One brand of the strip: its uploaded logo, large. A brand that never uploaded one has its name
 * set as a wordmark in the same box, so the strip keeps one rhythm and no brand reads as a letter.
 */
function brandMarkHtml(collaboration: Collaboration): string {
  const { brand } = collaboration;
  const logo = safeImage(brand.logo);
  return logo
    ? `<img class="brand-logo" src="${logo}" alt="${text('collaborations.logoAlt', { name: brand.name })}">`
    : `<span class="brand-logo brand-wordmark" aria-hidden="true">${escapeHtml(brand.name)}</span>`;
}

function collaborationHtml(collaboration: Collaboration, dates: KitDates): string {
  const networks = collaboration.networks
    .map((network) => mediaKitI18n.t(`networks.${network}`))
    .join(', ');
  const month = dates.month(collaboration.accepted_at);
  const details = [
    networks ? escapeHtml(networks) : '',
    month ? text('collaborations.accepted', { date: month }) : '',
  ].filter(Boolean);
  return `<li class="collaboration">${brandMarkHtml(collaboration)}<p class="brand-name">${escapeHtml(collaboration.brand.name)}</p>${details.length > 0 ? `<p class="collaboration-details">${details.join(' · ')}</p>` : ''}</li>`;
}

/**
 * Finished deals (accepted proposals) as a strip of the brands' logos, each with its name, the
 * networks and the month: the brands that already worked with the creator.
 */
export function collaborationsSectionHtml(
  collaborations: Collaboration[],
  dates: KitDates,
): string {
  if (collaborations.length === 0) return '';
  const items = collaborations.map((collaboration) => collaborationHtml(collaboration, dates));
  return sectionHtml(
    'collaborations',
    text('sections.collaborations'),
    `<ul class="logo-strip">${items.join('')}</ul>`,
  );
}
