/**
 * Runs `work` for every item, in order, with at most `atOnce` under way at a time; resolves when
 * all are done. A work that throws rejects the whole (callers that must go on catch inside).
 */
export async function eachAtMost<T>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, atOnce), items.length) }, worker));
}
