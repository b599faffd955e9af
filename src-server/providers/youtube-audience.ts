import type { AudienceShare } from '../../src-shared/domain/network';
import { isRecord } from './fetch-json';

/**
 * YouTube Analytics genders; `user_specified` (the viewer chose neither) has no slot of its own in
 * docs/PRODUCT.md §3, so it counts as unknown.
 */
const GENDERS = new Map<unknown, AudienceShare['gender']>([
  ['female', 'female'],
  ['male', 'male'],
  ['user_specified', 'unknown'],
]);

/** `age18-24` → `18-24` and the open-ended `age65-` → `65+`, as Instagram's ranges read. */
function ageRangeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^age(\d{2})-(\d{2})?$/.exec(value);
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : `${match[1]}+`;
}

/** Where a column sits, by its header's name: the table's column order is not a promise. */
function columnIndex(headers: unknown[], name: string): number {
  return headers.findIndex((header) => isRecord(header) && header.name === name);
}

/**
 * A `youtubeAnalytics#resultTable` of `viewerPercentage` by `ageGroup,gender` (each row
 * `['age18-24', 'female', 12.3]`, already in percent of the channel's viewers) as shares of the
 * audience: one decimal, largest first, slices that round to 0 dropped. Rows it does not recognise
 * are left out rather than guessed; a table without rows (too few viewers) answers nothing.
 */
export function youtubeAudienceShares(table: unknown): AudienceShare[] {
  if (!isRecord(table) || !Array.isArray(table.columnHeaders) || !Array.isArray(table.rows)) {
    return [];
  }
  const age = columnIndex(table.columnHeaders, 'ageGroup');
  const gender = columnIndex(table.columnHeaders, 'gender');
  const percent = columnIndex(table.columnHeaders, 'viewerPercentage');
  if (age < 0 || gender < 0 || percent < 0) return [];
  // Summed per slice: should a row ever repeat one, it is still one slice of the audience.
  const slices = new Map<string, AudienceShare>();
  for (const row of table.rows) {
    if (!Array.isArray(row)) continue;
    const ageRange = ageRangeOf(row[age]);
    const sex = GENDERS.get(row[gender]);
    const value: unknown = row[percent];
    if (!ageRange || !sex || typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      continue;
    }
    const key = `${sex}.${ageRange}`;
    const known = slices.get(key);
    slices.set(key, {
      gender: sex,
      age_range: ageRange,
      percent: (known?.percent ?? 0) + value,
    });
  }
  return [...slices.values()]
    .map((share) => ({ ...share, percent: Math.round(share.percent * 10) / 10 }))
    .filter((share) => share.percent > 0)
    .sort(
      (a, b) =>
        b.percent - a.percent ||
        a.age_range.localeCompare(b.age_range) ||
        a.gender.localeCompare(b.gender),
    );
}
