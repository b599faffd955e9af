import type { Child } from '../domain/user';

/** A child row as the form holds it: either part may still be empty. */
export interface ChildDraft {
  gender: string;
  age_range: string;
}

/** Only rows with both gender and age range are sent (docs/PRODUCT.md §5). */
export function completeChildren(rows: readonly ChildDraft[]): Child[] {
  return rows
    .filter((row) => row.gender.trim() !== '' && row.age_range.trim() !== '')
    .map(({ gender, age_range }) => ({ gender, age_range }));
}
