/** Search params of setting-public-profile: `is_edit` marks an edit of an existing profile. */
export interface PublicProfileSearch {
  is_edit?: boolean;
}

// The router JSON-parses query values, so `?is_edit=true` arrives as a boolean and `=1` as a number.
const TRUTHY: readonly unknown[] = [true, 'true', 1, '1'];

export function parsePublicProfileSearch(search: Record<string, unknown>): PublicProfileSearch {
  return TRUTHY.includes(search.is_edit) ? { is_edit: true } : {};
}
