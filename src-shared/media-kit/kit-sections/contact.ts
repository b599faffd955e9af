import type { AgencyDetails, MediaKit } from '../../domain/media-kit';
import { escapeHtml, safeImage, sectionHtml, text } from '../kit-html';

/** The agency's block: logo, name, whom to ask for, and how (each line only when set). */
function agencyHtml(kit: MediaKit, agency: AgencyDetails): string {
  const logo = safeImage(agency.logo);
  const name = agency.name.trim();
  const lines = [
    name ? `<p class="agency-name">${escapeHtml(name)}</p>` : '',
    `<p>${text('contact.represents', { name: kit.name })}</p>`,
    agency.contact_person.trim()
      ? `<p>${text('contact.person', { name: agency.contact_person.trim() })}</p>`
      : '',
    agency.email.trim() ? `<p>${text('contact.email', { email: agency.email.trim() })}</p>` : '',
    agency.phone.trim() ? `<p>${text('contact.phone', { phone: agency.phone.trim() })}</p>` : '',
  ].join('');
  const logoHtml = logo
    ? `<img class="agency-logo" src="${logo}" alt="${text('contact.logoAlt', { name: name || kit.name })}">`
    : '';
  return `<div class="contact agency">${logoHtml}<div class="agency-lines">${lines}</div></div>`;
}

/**
 * Whom a brand writes to: the agency when this desktop has its details, else the creator
 * through the marketplace (their public handle), never the creator's own e-mail or phone.
 */
export function contactSectionHtml(kit: MediaKit, agency: AgencyDetails | null): string {
  const body = agency
    ? agencyHtml(kit, agency)
    : `<p class="contact">${
        kit.handle
          ? text('contact.marketplace', { name: kit.name, handle: kit.handle })
          : text('contact.marketplaceNoHandle', { name: kit.name })
      }</p>`;
  return sectionHtml('contact-section', text('sections.contact'), body);
}
