import * as v from 'valibot';
import type { BridgeArgs } from '../../../src-shared/bridge/contract';
import {
  FOLLOWERS_MESSAGES,
  MAX_FOLLOWERS,
  readFollowers,
  type FollowersProblem,
} from '../../../src-shared/rules/followers';
import { FinderQuerySchema } from '../../../src-shared/schemas/finder';

/**
 * What the finder's controls hold, as typed: selects are '' when unset, numbers are text (the
 * followers with thousand separators, `12,345`). Kept apart from the query so a half-typed value
 * never reaches the server.
 */
export interface FinderFilters {
  username: string;
  network: string;
  category: string;
  followersMin: string;
  followersMax: string;
  country: string;
  language: string;
  gender: string;
  erMin: string;
}

export type FilterField = keyof FinderFilters;

export const EMPTY_FILTERS: FinderFilters = {
  username: '',
  network: '',
  category: '',
  followersMin: '',
  followersMax: '',
  country: '',
  language: '',
  gender: '',
  erMin: '',
};

/** The search's filters as `searchCreators` takes them; paging is added by the list. */
export type FinderSearchFilters = Omit<BridgeArgs<'searchCreators'>, 'page' | 'size_page'>;

export interface FinderQueryResult {
  query: FinderSearchFilters;
  /**
   * i18n keys of the values that cannot be searched for, by field. Those are left out of
   * `query`, and the finder sends nothing while there is any: a filter typed is never dropped.
   */
  problems: Partial<Record<FilterField, string>>;
}

/** The query's names for each control (the server's wire names). */
const WIRE_FIELD: Record<string, FilterField> = {
  username: 'username',
  network: 'network',
  category: 'category',
  followers_min: 'followersMin',
  followers_max: 'followersMax',
  country: 'country',
  language: 'language',
  gender: 'gender',
  er_min: 'erMin',
};

/** `2.5`, `2.50 %`: percentage points with at most two decimals. */
function parsePercent(text: string): number | null {
  const cleaned = text.replace(/%/g, '').trim();
  return /^\d{1,3}(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : null;
}

/** `10K`, `1.5M`, `2.3 m`: audiences written the way the finder shows them. */
const ABBREVIATED = /^(\d{1,7}(?:\.\d{1,3})?)\s*([km])$/i;

/** A brand's wording differs from a creator's: these problems get the finder's own message. */
const FILTER_FOLLOWERS_MESSAGES: Readonly<Record<FollowersProblem, string>> = {
  ...FOLLOWERS_MESSAGES,
  decimal: 'finder.filters.followersDecimal',
  notNumber: 'finder.filters.followersNotNumber',
};

/** Typed followers as a count: `12,345`, `10K` or `1.5M`; else the message to show. */
export function readFollowersFilter(
  text: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const abbreviated = ABBREVIATED.exec(text.trim());
  if (abbreviated) {
    const [, amount = '', unit = ''] = abbreviated;
    const value = Math.round(Number(amount) * (unit.toLowerCase() === 'k' ? 1e3 : 1e6));
    return value > MAX_FOLLOWERS
      ? { ok: false, message: FOLLOWERS_MESSAGES.tooMany }
      : { ok: true, value };
  }
  const reading = readFollowers(text);
  return reading.ok ? reading : { ok: false, message: FILTER_FOLLOWERS_MESSAGES[reading.problem] };
}

/**
 * Turns the controls into the query. Numbers are parsed here; everything else (allowed values,
 * limits, minimum ≤ maximum) is checked by the same schema main applies. A value it refuses is
 * reported by field and left out of the query.
 */
export function toFinderQuery(filters: FinderFilters): FinderQueryResult {
  const problems: FinderQueryResult['problems'] = {};
  const candidate: Record<string, unknown> = {};
  const username = filters.username.trim().replace(/^@/, '');
  if (username) candidate.username = username;
  for (const [wire, field] of [
    ['network', 'network'],
    ['category', 'category'],
    ['country', 'country'],
    ['language', 'language'],
    ['gender', 'gender'],
  ] as const) {
    if (filters[field]) candidate[wire] = filters[field];
  }
  for (const [wire, field] of [
    ['followers_min', 'followersMin'],
    ['followers_max', 'followersMax'],
  ] as const) {
    if (!filters[field].trim()) continue;
    const reading = readFollowersFilter(filters[field]);
    if (reading.ok) candidate[wire] = reading.value;
    else problems[field] = reading.message;
  }
  if (filters.erMin.trim()) {
    const points = parsePercent(filters.erMin);
    if (points === null) problems.erMin = 'finder.filters.erNotNumber';
    else candidate.er_min = points;
  }

  let parsed = v.safeParse(FinderQuerySchema, candidate);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const wire = v.getDotPath(issue);
      const field = wire === null ? undefined : WIRE_FIELD[wire];
      if (wire === null || field === undefined) continue;
      problems[field] ??= issue.message;
      delete candidate[wire];
    }
    parsed = v.safeParse(FinderQuerySchema, candidate);
  }
  return { query: parsed.success ? parsed.output : {}, problems };
}

/** Whether the query narrows the search at all (an empty one lists every creator). */
export function hasFilters(query: FinderSearchFilters): boolean {
  return Object.keys(query).length > 0;
}

/** The panel's own filters that are set; a followers range counts once, as the summary shows it. */
export function panelFilterCount(query: FinderSearchFilters): number {
  const {
    username: _username,
    network: _network,
    followers_min: min,
    followers_max: max,
    ...panel
  } = query;
  return Object.keys(panel).length + (min !== undefined || max !== undefined ? 1 : 0);
}

/** Whether every filter can be searched for; the finder waits while one cannot. */
export function isSearchable(problems: FinderQueryResult['problems']): boolean {
  return Object.keys(problems).length === 0;
}
