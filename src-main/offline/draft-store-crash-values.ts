/** The drafts the kill -9 test writes: big enough that a write takes a while, checkable whole. */
export const CRASH_DRAFT_KEY = 'wizard:profile';

export function crashDraftValues(sequence: number): { sequence: number; about: string } {
  return { sequence, about: `${sequence}:`.padEnd(96 * 1024, String(sequence % 10)) };
}
