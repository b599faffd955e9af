import type { Collaboration } from '../../domain/finder';
import { escapeHtml, safeImage, sectionHtml, text } from '../kit-html';
import { mediaKitI18n, type KitDates } from '../media-kit-i18n';

function initialOf(name: string): string {
  return [...name.trim()][0]?.toLocaleUpperCase('es-MX') ?? '';
}

function collaborationHtml(collaboration: Collaboration, dates: KitDates): string {
  const { brand } = collaboration;
  const logo = safeImage(brand.logo);
  const mark = logo
    ? `<img class="brand-logo" src="${logo}" alt="${text('collaborations.logoAlt', { name: brand.name })}">`
    : `<span class="brand-logo brand-initial" aria-hidden="true">${escapeHtml(initialOf(brand.name))}</span>`;
  const networks = collaboration.networks
    .map((network) => mediaKitI18n.t(`networks.${network}`))
    .join(', ');
  const month = dates.month(collaboration.accepted_at);
  const details = [
    networks ? escapeHtml(networks) : '',
    month ? text('collaborations.accepted', { date: month }) : '',
  ].filter(Boolean);
  return `<li class="collaboration">${mark}<div><p class="brand-name">${escapeHtml(brand.name)}</p>${details.length > 0 ? `<p class="collaboration-details">${details.join(' · ')}</p>` : ''}</div></li>`;
}

/** Finished deals (accepted proposals): the brands that already worked with the creator. */
export function collaborationsSectionHtml(
  collaborations: Collaboration[],
  dates: KitDates,
): string {
  if (collaborations.length === 0) return '';
  const items = collaborations.map((collaboration) => collaborationHtml(collaboration, dates));
  return sectionHtml(
    'collaborations',
    text('sections.collaborations'),
    `<ul class="collaboration-list">${items.join('')}</ul>`,
  );
}
