/** Followers are typed with thousand separators (`12,345`); commas are stripped before sending. */
export function parseFollowers(text: string): number | null {
  const digits = text.replace(/,/g, '').trim();
  if (!/^\d{1,13}$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

const grouped = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

/** What the followers field shows while typing: `12345` → `12,345`. */
export function formatFollowersInput(text: string): string {
  const value = parseFollowers(text);
  return value === null ? text : grouped.format(value);
}

/**
 * Spec §9: above 1,000 → K, above 1,000,000 → M, one decimal at most, es-MX
 * (`1.5K`, `2.3M`; `1000` stays `1,000`).
 */
export function abbreviateFollowers(count: number): string {
  if (count > 1_000_000) return `${oneDecimal.format(Math.floor(count / 100_000) / 10)}M`;
  if (count > 1_000) return `${oneDecimal.format(Math.floor(count / 100) / 10)}K`;
  return grouped.format(count);
}
