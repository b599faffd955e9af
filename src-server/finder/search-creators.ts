import { sql, type RawBuilder } from 'kysely';
import { categoryRank } from '../../src-shared/domain/creator-category';
import type { FinderQuery, FinderSort } from '../../src-shared/domain/finder';
import { PLAN_WITH_VALUES } from '../db/prepared-statements';
import { containsPattern, searchTermOf } from './search-text';

export type FinderFilters = Omit<FinderQuery, 'page' | 'size_page'>;

/*
 * The finder's search over the denormalised rows (migration 0010), by default in docs/PRODUCT.md
 * §3's category order, then followers, largest first, then id so pages never overlap; `sort` orders
 * by followers or er instead (id still breaking ties). With a `network`, the search reads that
 * network's rows: followers and er filters and orders are that network's; without one, the
 * creator's largest follower count and best er. `username` is a case- and accent-insensitive
 * "contains" over the handle, the names and every network's username and display name. A page
 * and its count are read together by finder-page.ts.
 *
 * Postgres plans a named statement for "any value" after five runs. That suits filters whose
 * values each leave a like share of rows, and saves planning every request, which on PGlite costs
 * more than the search itself (at 50 connections: 500 requests/s planned once, 200 planned each
 * time). A text or a language is not like that (`garcia` matches thousands of creators, a full
 * handle one; `en` is spoken by a third of them, other languages by far fewer), and planned for
 * any value the count read three times the rows it needed (35 ms against 12 at 100,000
 * creators): statements with either are planned with their values.
 */

/** How many creators match, every page together. */
export function searchCountSql(filters: FinderFilters): RawBuilder<{ count: number }> {
  const { from, where, planning } = plan(filters, { countOnly: true });
  return sql<{ count: number }>`select count(*) as count from ${from} ${where} ${planning}`;
}

/** The page's statement alone, so its query plan can be checked (tests, the bench). */
export function searchPageSql(
  filters: FinderFilters,
  page: { offset: number; limit: number },
): RawBuilder<{ user_id: string }> {
  const { from, where, order, planning } = plan(filters);
  return sql<{ user_id: string }>`
    select t.user_id from ${from} ${where} order by ${order}
    limit ${page.limit} offset ${page.offset} ${planning}
  `;
}

interface QueryPlan {
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
  /** PLAN_WITH_VALUES when the statement's best plan depends on its values, else nothing. */
  planning: RawBuilder<unknown>;
}

/**
 * `t` is the table searched: the network rows with a network, the creator rows without. A count
 * with a network and a text but none of that network's own figures (followers, er) reads the
 * creator rows alone, which list their networks: the text's few matches then decide, instead of
 * joining every row of the network (on PostgreSQL at 100,000 creators, `network=youtube` with a
 * text: 16 ms, now 6).
 */
function plan(filters: FinderFilters, { countOnly = false } = {}): QueryPlan {
  const term = filters.username ? searchTermOf(filters.username) : '';
  const byNetworkFigures =
    filters.followers_min !== undefined ||
    filters.followers_max !== undefined ||
    filters.er_min !== undefined;
  const onCreatorRows = countOnly && term !== '' && !byNetworkFigures;
  const scoped = filters.network !== undefined && !onCreatorRows;
  const followers = sql.ref(scoped ? 't.followers' : 't.max_followers');
  const er = sql.ref(scoped ? 't.er' : 't.best_er');
  const conditions: RawBuilder<unknown>[] = [];
  let from: RawBuilder<unknown>;
  if (filters.network !== undefined && onCreatorRows) {
    conditions.push(sql`t.networks @> array[${filters.network}]::text[]`);
  }
  if (scoped) {
    conditions.push(sql`t.network = ${filters.network}`);
    // The text lives on the creator row only; the join runs just when a text is searched.
    from = term
      ? sql`creator_search_networks t join creator_search s on s.user_id = t.user_id`
      : sql`creator_search_networks t`;
    if (term) conditions.push(sql`s.search_text like ${containsPattern(term)}`);
  } else {
    from = sql`creator_search t`;
    if (term) conditions.push(sql`t.search_text like ${containsPattern(term)}`);
  }
  if (filters.category) conditions.push(sql`t.category_rank = ${categoryRank(filters.category)}`);
  if (filters.country) conditions.push(sql`t.country = ${filters.country}`);
  if (filters.gender) conditions.push(sql`t.gender = ${filters.gender}`);
  if (filters.language) conditions.push(sql`t.languages @> array[${filters.language}]::text[]`);
  if (filters.followers_min !== undefined) {
    conditions.push(sql`${followers} >= ${filters.followers_min}`);
  }
  if (filters.followers_max !== undefined) {
    conditions.push(sql`${followers} <= ${filters.followers_max}`);
  }
  if (filters.er_min !== undefined) conditions.push(sql`${er} >= ${filters.er_min}`);
  return {
    from,
    planning: term || filters.language ? PLAN_WITH_VALUES : sql``,
    where: conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``,
    order: orderOf(filters.sort, followers, er),
  };
}

/**
 * Each order matches an index of migration 0018 (or 0010 for the default), so a page is the
 * first rows of one index range. Ascending followers reads the descending index backwards, hence
 * the id's direction flips with it; creators without an er come last both ways.
 */
function orderOf(
  sort: FinderSort | undefined,
  followers: RawBuilder<unknown>,
  er: RawBuilder<unknown>,
): RawBuilder<unknown> {
  switch (sort) {
    case 'followers_desc':
      return sql`${followers} desc, t.user_id`;
    case 'followers_asc':
      return sql`${followers} asc, t.user_id desc`;
    case 'er_desc':
      return sql`${er} desc nulls last, t.user_id`;
    case 'er_asc':
      return sql`${er} asc nulls last, t.user_id`;
    case undefined:
      return sql`t.category_rank, ${followers} desc, t.user_id`;
  }
}
