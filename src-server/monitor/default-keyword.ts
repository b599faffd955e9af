import type { Kysely } from 'kysely';
import {
  MONITOR_KEYWORD_MAX_LENGTH,
  MONITOR_KEYWORD_MIN_LENGTH,
  type DefaultKeywordAnswer,
} from '../../src-shared/domain/monitor';
import { keywordKindOf, tidyKeyword } from '../../src-shared/schemas/monitor';
import type { Database } from '../db/schema';

/**
 * What a brand with no name to go by watches: creators label sponsored posts with it (Mexico's
 * advertising guidelines ask for "publicidad"), so the monitor opens on paid collaborations.
 */
export const GENERIC_KEYWORD = '#publicidad';

/**
 * A name as a keyword: characters a keyword may not hold become spaces, the ends trimmed to a
 * letter or digit, cut to the longest run of whole words that fits; null when too little is left.
 */
export function keywordFromName(name: string): string | null {
  let text = tidyKeyword(name.replace(/[^\p{L}\p{M}\p{N}_'’&.\- ]/gu, ' '))
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/[^\p{L}\p{M}\p{N}]+$/u, '');
  while (text.length > MONITOR_KEYWORD_MAX_LENGTH && text.includes(' ')) {
    text = text.slice(0, text.lastIndexOf(' ')).replace(/[^\p{L}\p{M}\p{N}]+$/u, '');
  }
  if (text.length < MONITOR_KEYWORD_MIN_LENGTH || text.length > MONITOR_KEYWORD_MAX_LENGTH) {
    return null;
  }
  return keywordKindOf(text) === 'word' ? text : null;
}

/**
 * A new brand's keyword: its first brand's name (the oldest), else its company's name, else
 * GENERIC_KEYWORD. Names that cannot be a keyword (symbols only) are passed over.
 */
export async function defaultKeyword(
  db: Kysely<Database>,
  userId: string,
): Promise<DefaultKeywordAnswer> {
  const brand = await db
    .selectFrom('brands')
    .select('name')
    .where('owner_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  const fromBrand = brand ? keywordFromName(brand.name) : null;
  if (fromBrand) return { keyword: fromBrand, source: 'brand' };
  const company = await db
    .selectFrom('companies')
    .select('name')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const fromCompany = company ? keywordFromName(company.name) : null;
  if (fromCompany) return { keyword: fromCompany, source: 'company' };
  return { keyword: GENERIC_KEYWORD, source: 'generic' };
}
