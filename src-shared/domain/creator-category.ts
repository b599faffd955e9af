/**
 * docs/PRODUCT.md §3: influencer categories in their sort order (1 first); anything else sorts 6th.
 */
export const CREATOR_CATEGORIES = [
  'top-celebrity',
  'top-influencer-celebrity',
  'macroinfluencer',
  'microinfluencer',
  'nanoinfluencer',
  'other',
] as const;
export type CreatorCategory = (typeof CREATOR_CATEGORIES)[number];

/** docs/PRODUCT.md §3: the lower bound of each category, on the largest follower count. */
export const CATEGORY_THRESHOLDS: readonly [CreatorCategory, number][] = [
  ['top-celebrity', 10_000_000],
  ['top-influencer-celebrity', 1_000_000],
  ['macroinfluencer', 100_000],
  ['microinfluencer', 10_000],
  ['nanoinfluencer', 1_000],
];

/** The category a creator's largest follower count across networks puts them in. */
export function categoryFor(maxFollowers: number): CreatorCategory {
  return CATEGORY_THRESHOLDS.find(([, minimum]) => maxFollowers >= minimum)?.[0] ?? 'other';
}

/** docs/PRODUCT.md §3's sort order: top-celebrity 1 … nanoinfluencer 5, anything else 6. */
export function categoryRank(category: string): number {
  const index = (CREATOR_CATEGORIES as readonly string[]).indexOf(category);
  return index === -1 || category === 'other' ? 6 : index + 1;
}
