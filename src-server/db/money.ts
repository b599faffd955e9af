/** A numeric(12,2) read back: pg answers a string ("12.50"), PGlite a number; JSON wants a number. */
export function moneyOf(value: string | number): number {
  return typeof value === 'number' ? value : Number(value);
}
