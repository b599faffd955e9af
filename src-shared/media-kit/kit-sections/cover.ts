import { languageName } from '../../catalogs/profile-options';
import type { AgencyDetails, MediaKit } from '../../domain/media-kit';
import { escapeHtml, safeImage, text } from '../kit-html';
import {
  MEDIA_KIT_LOCALE,
  formatKitEr,
  formatKitInteger,
  formatKitShare,
  mediaKitI18n,
} from '../media-kit-i18n';
import { onFirstUse } from '../../i18n/on-first-use';
import { initialsOfFirst } from '../../rules/initials';
import { coverFiguresOf, type CoverFigures } from './cover-figures';
import { mediaKitNetworkName } from './networks';

/**
 * The app's one rule, so the kit's circle matches the creator's avatar everywhere else. The
 * handle is passed as the kit prints it, with its "@": bare, "sofia.cocina" would read as a domain.
 */
function coverInitials(kit: MediaKit): string {
  return initialsOfFirst(kit.name, kit.handle ? `@${kit.handle}` : null);
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

/** One big figure: what it is, the figure, and where it comes from. */
function tileHtml(label: string, value: string, detail: string): string {
  return `<div class="tile"><dt>${label}</dt><dd><span class="tile-value">${value}</span><span class="tile-detail">${detail}</span></dd></div>`;
}

/**
 * "Mujeres, 18-24" with the age range kept on one line: a narrow tile would otherwise break it
 * after its hyphen. The sentence is the translation's; only the range is wrapped.
 */
function audienceValueHtml(gender: string, ageRange: string): string {
  const AGE = '\u0000age\u0000';
  return text('tiles.audienceValue', {
    gender: mediaKitI18n.t(`gender.${gender}`),
    age: AGE,
  }).replace(AGE, `<span class="nowrap">${escapeHtml(ageRange)}</span>`);
}

/** Up to four tiles; a figure no network reports is left out, never printed as zero. */
function tilesHtml(figures: CoverFigures): string {
  const tiles: string[] = [];
  const { reach, bestEr, topViews, mainAudience } = figures;
  if (reach) {
    tiles.push(
      tileHtml(
        text('tiles.reach'),
        escapeHtml(formatKitInteger(reach.followers)),
        text('tiles.reachDetail', { count: reach.networks }),
      ),
    );
  }
  if (bestEr) {
    tiles.push(
      tileHtml(
        text('tiles.bestEr'),
        escapeHtml(formatKitEr(bestEr.er)),
        text('tiles.onNetwork', { network: mediaKitNetworkName(bestEr.network) }),
      ),
    );
  }
  if (topViews) {
    tiles.push(
      tileHtml(
        text('tiles.views'),
        escapeHtml(formatKitInteger(topViews.views)),
        text('tiles.onNetwork', { network: mediaKitNetworkName(topViews.network) }),
      ),
    );
  }
  if (mainAudience) {
    tiles.push(
      tileHtml(
        text('tiles.audience'),
        audienceValueHtml(mainAudience.gender, mainAudience.ageRange),
        text('tiles.audienceDetail', {
          genderShare: formatKitShare(mainAudience.genderPercent),
          gender: text(`genderLower.${mainAudience.gender}`),
          ageShare: formatKitShare(mainAudience.agePercent),
          age: mainAudience.ageRange,
          network: mediaKitNetworkName(mainAudience.network),
        }),
      ),
    );
  }
  if (tiles.length === 0) return '';
  return `<dl class="tiles tiles-${tiles.length}">${tiles.join('')}</dl>`;
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

/**
 * Always printed, and what a brand sees first: the creator's photo as a wide band with their
 * name, handle, category and country on it, then the figures brands compare kits by (reach, best
 * interaction rate, average views, main audience) as big tiles, then languages and bio.
 */
export function coverHtml({ kit, agency, dataDay }: CoverParts): string {
  const photo = safeImage(kit.photo);
  const photoHtml = photo
    ? `<img class="cover-photo" src="${photo}" alt="${text('photoAlt', { name: kit.name })}">`
    : `<div class="cover-photo cover-initials" aria-hidden="true">${escapeHtml(coverInitials(kit))}</div>`;
  const place = [text(`categories.${kit.category}`)];
  if (kit.country) place.push(escapeHtml(countryName(kit.country)));
  const languages = kit.languages.map(languageName);
  const meta = [`<span class="data-date">${text('dataDate', { date: dataDay })}</span>`];
  if (agency?.name.trim()) {
    meta.push(`<span>${text('preparedBy', { agency: agency.name.trim() })}</span>`);
  }
  const about = [
    languages.length > 0
      ? `<p class="languages">${text('languages', { list: languages.join(', ') })}</p>`
      : '',
    kit.bio.trim() ? `<p class="bio">${escapeHtml(kit.bio.trim())}</p>` : '',
  ].join('');
  return `<header class="cover"><div class="cover-band${photo ? '' : ' cover-band-empty'}">${photoHtml}<div class="cover-title">
<h1>${escapeHtml(kit.name)}</h1>
<p class="handle">${kit.handle ? text('handle', { handle: kit.handle }) : text('noHandle')}</p>
<p class="place">${place.join('<span class="dot" aria-hidden="true"> · </span>')}</p>
</div></div>
${tilesHtml(coverFiguresOf(kit.networks))}
${about ? `<div class="about">${about}</div>` : ''}
<p class="cover-meta">${meta.join(' · ')}</p>
</header>`;
}
