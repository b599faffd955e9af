import type { ChildDraft } from '../../../../../src-shared/rules/children';

export const EMPTY_CHILD: ChildDraft = { gender: '', age_range: '' };

export function withRowChanged(
  rows: readonly ChildDraft[],
  index: number,
  change: Partial<ChildDraft>,
): ChildDraft[] {
  return rows.map((row, at) => (at === index ? { ...row, ...change } : row));
}

export function withoutRow(rows: readonly ChildDraft[], index: number): ChildDraft[] {
  return rows.filter((_, at) => at !== index);
}

/** Half filled: it will not be sent until both parts are chosen. */
export function isPartialRow(row: ChildDraft): boolean {
  return (row.gender === '') !== (row.age_range === '');
}
