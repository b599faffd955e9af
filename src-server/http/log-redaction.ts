/**
 * Paths that carry credentials (docs/PRODUCT.md §7 puts tokens in them) are logged without them.
 */
export function redactPath(url: string): string {
  return url
    .replace(/(\/social\/validate\/token\/)[^/?]+/, '$1[redacted]')
    .replace(/(\/social\/redeem\/twitter\/)[^?]+/, '$1[redacted]/');
}
