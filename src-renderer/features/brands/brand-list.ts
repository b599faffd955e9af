import type { ListPage } from '../../../src-shared/api/envelope';
import type { Brand } from '../../../src-shared/domain/brand';

/**
 * The list with a saved brand in it: an edited brand keeps its place, a new one goes first (the
 * newest is the one the user is looking for), without reading the whole list again.
 */
export function withBrand(page: ListPage<Brand>, brand: Brand): ListPage<Brand> {
  const index = page.results.findIndex((existing) => existing.id === brand.id);
  if (index === -1) {
    return { ...page, results: [brand, ...page.results], count: page.count + 1 };
  }
  const results = [...page.results];
  results[index] = brand;
  return { ...page, results };
}

/** Up to two letters for a brand without a logo: "Café Luna" → "CL". */
export function brandInitials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('es-MX'));
  return letters.join('') || '?';
}
