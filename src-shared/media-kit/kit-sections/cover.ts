import { languageName } from '../../catalogs/profile-options';
import type { AgencyDetails, MediaKit } from '../../domain/media-kit';
import { escapeHtml, safeImage, text } from '../kit-html';
import { MEDIA_KIT_LOCALE, formatKitInteger } from '../media-kit-i18n';
import { onFirstUse } from '../../i18n/on-first-use';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase(MEDIA_KIT_LOCALE))
    .join('');
}

const regionNames = onFirstUse(() => new Intl.DisplayNames([MEDIA_KIT_LOCALE], { type: 'region' }));

function countryName(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return regionNames().of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function reachHtml(kit: MediaKit): string {
  if (kit.networks.length === 0) return '';
  const total = kit.networks.reduce((sum, network) => sum + network.followers, 0);
  return `<p class="reach"><span class="reach-label">${text('reach.label')}</span> <strong class="reach-total">${escapeHtml(formatKitInteger(total))}</strong> ${text('reach.followers')} ${text('reach.networks', { count: kit.networks.length })}</p>`;
}

export interface CoverParts {
  kit: MediaKit;
  agency: AgencyDetails | null;
  /**
   * The kit's one date: the day its data was read (the kit page names the same day), as the
   * exporting computer's calendar day.
   */
  dataDay: string;
}

/** Always printed: who the creator is, and how many people they reach. */
export function coverHtml({ kit, agency, dataDay }: CoverParts): string {
  const photo = safeImage(kit.photo);
  const photoHtml = photo
    ? `<img class="photo" src="${photo}" alt="${text('photoAlt', { name: kit.name })}">`
    : `<div class="photo photo-placeholder">${escapeHtml(initialsOf(kit.name))}</div>`;
  const tags = [text(`categories.${kit.category}`)];
  if (kit.country) tags.push(text('country', { country: countryName(kit.country) }));
  const languages = kit.languages.map(languageName);
  const meta = [`<span class="data-date">${text('dataDate', { date: dataDay })}</span>`];
  if (agency?.name.trim()) {
    meta.push(`<span>${text('preparedBy', { agency: agency.name.trim() })}</span>`);
  }
  return `<header class="hero">${photoHtml}<div class="identity">
<h1>${escapeHtml(kit.name)}</h1>
<p class="handle">${kit.handle ? text('handle', { handle: kit.handle }) : text('noHandle')}</p>
<p class="tags">${tags.map((tag) => `<span class="tag">${tag}</span>`).join('')}</p>
${languages.length > 0 ? `<p class="languages">${text('languages', { list: languages.join(', ') })}</p>` : ''}
${kit.bio.trim() ? `<p class="bio">${escapeHtml(kit.bio.trim())}</p>` : ''}
${reachHtml(kit)}
<p class="cover-meta">${meta.join(' · ')}</p>
</div></header>`;
}
