/**
 * Amounts are typed as text (so "1,250.50" can be written the Mexican way) and become numbers only
 * when the form is checked. Anything that is not a plain amount becomes NaN, which the shared
 * `UsdAmountSchema` refuses with its own message.
 */
export function parseMoneyInput(text: string): number {
  const plain = text.replace(/[\s,$]/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** An amount as the form shows it again (a counter-offer prefilled from the current terms). */
export function moneyInputFrom(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** Whole pieces typed as text; blank or anything else becomes NaN for the schema to refuse. */
export function parseCountInput(text: string): number {
  const plain = text.trim();
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}
