/**
 * Issue 17: an answer main gave from an account's offline copy instead of the core API carries
 * when that part was saved, so the screen can say how old it is. Live answers never carry it.
 */
export const OFFLINE_SAVED_AT = 'offline_saved_at';

export interface FromOfflineCopy {
  offline_saved_at?: string;
}

/** The saved time an answer from the copy carries; null for a live answer (or no object). */
export function offlineSavedAt(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const value = (answer as Record<string, unknown>)[OFFLINE_SAVED_AT];
  return typeof value === 'string' ? value : null;
}

/** Marks a copied object answer with its saved time; arrays and null go as they are. */
export function markSavedAt<T>(answer: T, savedAt: string): T {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
  return { ...answer, [OFFLINE_SAVED_AT]: savedAt };
}
