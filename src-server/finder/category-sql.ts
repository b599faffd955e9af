import { sql, type RawBuilder } from 'kysely';
import {
  CATEGORY_THRESHOLDS,
  categoryRank,
  type CreatorCategory,
} from '../../src-shared/domain/creator-category';

/**
 * categoryFor() and categoryRank() as SQL, built from the same thresholds, so rows refreshed in
 * bulk by the database land in the category the shared rule names.
 */
export function categoryRankSql(maxFollowers: RawBuilder<unknown>): RawBuilder<number> {
  const branches = CATEGORY_THRESHOLDS.map(
    ([category, minimum]) =>
      sql`when ${maxFollowers} >= ${sql.lit(minimum)} then ${sql.lit(categoryRank(category))}`,
  );
  return sql<number>`(case ${sql.join(branches, sql` `)} else ${sql.lit(categoryRank('other'))} end)`;
}

export function categoryNameSql(maxFollowers: RawBuilder<unknown>): RawBuilder<CreatorCategory> {
  const branches = CATEGORY_THRESHOLDS.map(
    ([category, minimum]) =>
      sql`when ${maxFollowers} >= ${sql.lit(minimum)} then ${sql.lit(category)}`,
  );
  return sql<CreatorCategory>`(case ${sql.join(branches, sql` `)} else ${sql.lit('other')} end)`;
}
