import { sql, type Kysely } from 'kysely';
import type { CreatorCard } from '../../src-shared/domain/finder';
import type { Database } from '../db/schema';
import { cardOf, cardRows } from './creator-cards';
import { searchCountSql, searchPageSql, type FinderFilters } from './search-creators';

/**
 * A finder page as `brandId` sees it: the page's cards in the finder's order and how many
 * creators match in all, read in ONE statement. Under load (issue 19: 50 connections) a request's
 * time went to waiting for a pool connection three times (the page's ids and the count side by
 * side, then the cards), not to the statements, which take well under a millisecond each; one
 * statement holds one connection once. The page's ids are an array the cards are matched
 * against by key (and ordered by their place in it), the count a subquery run once; only a page
 * with no cards (no match, or past the last page) asks for the count on its own.
 */
export async function finderPage(
  db: Kysely<Database>,
  filters: FinderFilters,
  page: { offset: number; limit: number },
  viewer: { origin: string; brandId: string },
): Promise<{ cards: CreatorCard[]; count: number }> {
  const rows = await cardRows(db, viewer.brandId)
    .innerJoin(
      // `offset 0` keeps the subquery whole: run once, not copied into each use of `ids`.
      sql<{ ids: string[] }>`(select array(${searchPageSql(filters, page)}) as ids offset 0)`.as(
        'p',
      ),
      (join) => join.on(sql<boolean>`s.user_id = any(p.ids)`),
    )
    .select([
      sql<number>`(${searchCountSql(filters)})`.as('total'),
      sql<number>`array_position(p.ids, s.user_id)`.as('position'),
    ])
    .orderBy('position')
    .execute();
  const first = rows[0];
  if (!first) {
    const { rows: counted } = await searchCountSql(filters).execute(db);
    return { cards: [], count: counted[0]?.count ?? 0 };
  }
  return { cards: rows.map((row) => cardOf(row, viewer.origin)), count: first.total };
}
