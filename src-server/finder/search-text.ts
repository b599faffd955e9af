import { sql, type RawBuilder } from 'kysely';

// Spanish names carry accents people rarely type in a search box ("jose" should find "José").
// The database's lower() only folds ASCII under the C locale PGlite uses, so accents are mapped
// to plain lowercase letters explicitly, before lower().
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

/** The stored form of searchable text: lowercase, without accents. */
export function searchTextSql(text: RawBuilder<string>): RawBuilder<string> {
  return sql<string>`lower(translate(${text}, ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)}))`;
}

/** A typed search folded the way searchTextSql folds stored text; '' when nothing is left. */
export function searchTermOf(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** `%term%` for LIKE, with the term's own `%`, `_` and `\` matching themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
