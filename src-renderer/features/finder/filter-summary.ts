import type { TFunction } from 'i18next';
import { phoneCountry } from '../../../src-shared/catalogs/countries';
import { languageName } from '../../../src-shared/catalogs/profile-options';
import { abbreviateFollowers } from '../../../src-shared/rules/followers';
import { formatPercent } from '../../i18n/format';
import type { FinderSearchFilters } from './finder-filters';

/** docs/PRODUCT.md §9: the result summary shows at most two filter entries, then `+N`. */
export const SUMMARY_MAX_ENTRIES = 2;

export interface FilterSummary<T> {
  shown: T[];
  /** The entries behind `+N`; `N` is their count. */
  hidden: T[];
}

/** Splits the active filters into the ones the summary names and the ones it counts. */
export function summarizeFilters<T>(
  entries: readonly T[],
  max: number = SUMMARY_MAX_ENTRIES,
): FilterSummary<T> {
  const limit = Math.max(0, Math.floor(max));
  return { shown: entries.slice(0, limit), hidden: entries.slice(limit) };
}

/** One short label per active filter, in the order the finder's controls show them. */
export function filterLabels(query: FinderSearchFilters, t: TFunction): string[] {
  const labels: string[] = [];
  if (query.network) labels.push(t(`networks.${query.network}`));
  if (query.username) labels.push(t('finder.summary.username', { username: query.username }));
  if (query.category) labels.push(t(`categories.${query.category}`));
  const min = query.followers_min;
  const max = query.followers_max;
  if (min !== undefined && max !== undefined) {
    labels.push(
      t('finder.summary.followersBetween', {
        min: abbreviateFollowers(min),
        max: abbreviateFollowers(max),
      }),
    );
  } else if (min !== undefined) {
    labels.push(t('finder.summary.followersFrom', { min: abbreviateFollowers(min) }));
  } else if (max !== undefined) {
    labels.push(t('finder.summary.followersUpTo', { max: abbreviateFollowers(max) }));
  }
  if (query.country) labels.push(phoneCountry(query.country)?.title ?? query.country);
  if (query.language) labels.push(languageName(query.language));
  if (query.gender) labels.push(t(`options.gender.${query.gender}`));
  if (query.er_min !== undefined) {
    labels.push(t('finder.summary.erFrom', { er: formatPercent(query.er_min) }));
  }
  return labels;
}
