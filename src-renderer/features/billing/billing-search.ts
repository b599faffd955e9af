/**
 * `/billing?buy=credits`: where the "Comprar créditos" links elsewhere (the finder, a creator's
 * page without views) land, so the page takes the brand straight to the packages.
 */
export interface BillingSearch {
  buy?: 'credits';
}

export function parseBillingSearch(search: Record<string, unknown>): BillingSearch {
  return search.buy === 'credits' ? { buy: 'credits' } : {};
}
