/**
 * Runs one step of a shutdown and, when it is still running after `afterMs`, says which one in the
 * log: a quit that hangs then names where it waits instead of leaving a silent process behind.
 */
export async function warnIfSlow<T>(
  step: string,
  work: () => Promise<T>,
  afterMs = 5_000,
  warn: (message: string) => void = (message) => console.warn(`[main] ${message}`),
): Promise<T> {
  const timer = setTimeout(
    () => warn(`closing: ${step} still running after ${afterMs} ms`),
    afterMs,
  );
  try {
    return await work();
  } finally {
    clearTimeout(timer);
  }
}
