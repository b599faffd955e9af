export const ROLES = ['influencer', 'brand'] as const;
export type Role = (typeof ROLES)[number];

export interface Child {
  gender: string;
  age_range: string;
}

export interface MetaInfo {
  birthday: string | null;
  languages: string[];
  gender: string | null;
  scholarship: string | null;
  ethnicity: string[];
  relationship: string | null;
  pets: string[];
  children: Child[];
}

/** A profile's demographic data before the creator fills any of it. */
export function emptyMetaInfo(): MetaInfo {
  return {
    birthday: null,
    languages: [],
    gender: null,
    scholarship: null,
    ethnicity: [],
    relationship: null,
    pets: [],
    children: [],
  };
}

/** The user as every account answer carries it (docs/PRODUCT.md §3, §6). */
export interface User {
  id: string;
  email: string;
  role: Role | null;
  permissions: string[];
  first_name: string;
  last_name: string;
  profile_image: string | null;
  question_text: string;
  telephone: string;
  country: string;
  meta_info: MetaInfo;
  vanity_name: string | null;
}

/** What register, login and google-login answer inside `response`. */
export interface AuthAnswer {
  token: string;
  user: User;
}
