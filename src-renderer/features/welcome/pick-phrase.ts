/**
 * Picks a phrase index at random, never the one shown last time, so every visit to the welcome
 * screen reads differently. `random` returns a number in [0, 1), like `Math.random`.
 */
export function pickPhraseIndex(
  count: number,
  previousIndex: number | null,
  random: () => number = Math.random,
): number {
  if (count <= 1) return 0;
  const excluded = previousIndex !== null && previousIndex >= 0 && previousIndex < count;
  const choices = excluded ? count - 1 : count;
  const pick = Math.min(Math.floor(random() * choices), choices - 1);
  // Shifting picks at or above the excluded index skips it without biasing the others.
  return excluded && pick >= previousIndex ? pick + 1 : pick;
}
