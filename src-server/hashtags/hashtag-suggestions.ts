import { sql, type Kysely } from 'kysely';
import { HASHTAG_SUGGESTIONS_MAX, type HashtagSuggestion } from '../../src-shared/domain/hashtag';
import { foldText } from '../../src-shared/rules/hashtags';
import type { Database } from '../db/schema';
import { STARTER_HASHTAGS } from './starter-hashtags';

const STARTERS = STARTER_HASHTAGS.map((tag) => ({ tag, folded: foldText(tag) }));

/**
 * The first string after every string that starts with `prefix`: the prefix with its last
 * character moved one code point on. UTF-8 keeps code point order byte for byte, so
 * `prefix <= folded < upper` (text_pattern_ops compares bytes) is exactly "starts with prefix".
 */
function upperBound(prefix: string): string {
  const characters = [...prefix];
  const last = characters.pop() ?? '';
  return `${characters.join('')}${String.fromCodePoint((last.codePointAt(0) ?? 0) + 1)}`;
}

/**
 * Hashtags beginning with what the user typed (`prefix` without '#'), case and accents aside:
 * the marketplace's most used first, then the starter list's, at most HASHTAG_SUGGESTIONS_MAX.
 */
export async function suggestHashtags(
  db: Kysely<Database>,
  prefix: string,
): Promise<HashtagSuggestion[]> {
  const folded = foldText(prefix);
  const rows = await db
    .selectFrom('hashtags')
    .select(['tag', 'uses'])
    // The operator forms of text_pattern_ops: these, not >= and <, use hashtags_folded_idx.
    .where(sql<boolean>`folded ~>=~ ${folded}`)
    .where(sql<boolean>`folded ~<~ ${upperBound(folded)}`)
    .where('uses', '>', 0)
    .orderBy('uses', 'desc')
    .orderBy('tag')
    .limit(HASHTAG_SUGGESTIONS_MAX)
    .execute();
  const results: HashtagSuggestion[] = rows.map((row) => ({ tag: row.tag, uses: row.uses }));
  const taken = new Set(results.map((row) => row.tag));
  for (const starter of STARTERS) {
    if (results.length >= HASHTAG_SUGGESTIONS_MAX) break;
    if (starter.folded.startsWith(folded) && !taken.has(starter.tag)) {
      results.push({ tag: starter.tag, uses: 0 });
    }
  }
  return results;
}
