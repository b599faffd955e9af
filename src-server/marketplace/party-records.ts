/** The brand's summary columns of a read joined with `brands`. */
export interface BrandColumns {
  brand_id: string;
  brand_name: string;
  brand_logo: string | null;
}

/** The creator's public summary columns of a read joined with `users` (never e-mail or phone). */
export interface CreatorColumns {
  creator_id: string;
  first_name: string;
  last_name: string;
  vanity_name: string | null;
  profile_image: string | null;
}

/**
 * What applications and proposals select from the joined `brands` and `users` rows, so both
 * answers carry the same brand and creator summaries. Each read selects its own `brand_id` and
 * `creator_id` from the table it starts at.
 */
export const PARTY_COLUMNS = [
  'brands.name as brand_name',
  'brands.logo as brand_logo',
  'users.first_name',
  'users.last_name',
  'users.vanity_name',
  'users.profile_image',
] as const;
