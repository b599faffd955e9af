import type { ListPage } from '../../../src-shared/api/envelope';
import type { Brand } from '../../../src-shared/domain/brand';
import { initialsOf } from '../../../src-shared/rules/initials';

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

/** Letters for a brand without a logo ("Café Luna" → "CL"), by the app's one initials rule. */
export function brandInitials(name: string): string {
  return initialsOf(name);
}
