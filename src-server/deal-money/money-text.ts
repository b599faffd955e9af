/** Money and percents in the Spanish the ledger's descriptions and reasons are written in. */
const percent = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });
const usd = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'USD' });

/** 10 → "10 %", 7.5 → "7.5 %". */
export function formatPercent(value: number): string {
  return `${percent.format(value)} %`;
}

/** 123456 cents → "USD 1,234.56" as es-MX writes it. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
