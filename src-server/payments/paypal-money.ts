/** PayPal's USD `value`: whole dollars, a point, exactly two decimals (what the adapter sends). */
const PAYPAL_USD_VALUE = /^\d+\.\d{2}$/;

/**
 * Integer US cents as PayPal's decimal string (`1050` → `"10.50"`). Only integer arithmetic: a
 * float such as 10.5 * 100 can land a cent off, and a cent off is a wrong payout.
 */
export function centsToPayPalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`amount must be whole, non-negative cents: ${cents}`);
  }
  const rest = cents % 100;
  // `cents - rest` is a multiple of 100, so the division is exact.
  return `${(cents - rest) / 100}.${String(rest).padStart(2, '0')}`;
}

/** PayPal's USD `value` back to integer cents; anything but `digits.two digits` is refused. */
export function payPalValueToCents(value: string): number {
  if (!PAYPAL_USD_VALUE.test(value)) {
    throw new RangeError(`not a PayPal USD value with two decimals: ${JSON.stringify(value)}`);
  }
  const [dollars = '', hundredths = ''] = value.split('.');
  const cents = Number(dollars) * 100 + Number(hundredths);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount too large: ${value}`);
  return cents;
}
