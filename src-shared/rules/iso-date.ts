/**
 * `YYYY-MM-DD` naming a day that exists (no 2026-02-30): `IsoDateSchema`'s rule without valibot,
 * for code in the renderer's start-up bundle (route search parsers).
 */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
