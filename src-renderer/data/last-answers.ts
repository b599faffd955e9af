/**
 * The last live answer of each read that paints from saved data first (issue 34), kept for the
 * window's life: going back to an account's home shows what it showed last in the same frame as
 * the account's name, then the live read replaces it. Bounded, oldest out first.
 */
const LIMIT = 400;
const answers = new Map<string, unknown>();

export function rememberAnswer(key: string, data: unknown): void {
  answers.delete(key);
  answers.set(key, data);
  if (answers.size > LIMIT) answers.delete(answers.keys().next().value as string);
}

export function recallAnswer<T>(key: string): { data: T } | null {
  return answers.has(key) ? { data: answers.get(key) as T } : null;
}

/** Tests start each window empty, as a real window starts. */
export function forgetAllAnswers(): void {
  answers.clear();
}
