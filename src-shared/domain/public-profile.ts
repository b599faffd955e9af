import type { PriceItem } from './finder';
import type { Role } from './user';

/**
 * A creator's profile as anyone may read it by handle (`GET /api/v3/profile/{vanityName}`).
 * Never e-mail, telephone, birthday or other private data.
 */
export interface PublicProfile {
  id: string;
  vanity_name: string;
  role: Role | null;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  question_text: string;
  country: string;
  languages: string[];
  /** The creator's rate card in USD (issue 6: shown on the public profile and to brands). */
  prices: PriceItem[];
}

/** `POST /api/v3/profile/validate/vanity/`: true means someone already uses the handle. */
export interface VanityCheckAnswer {
  ready_vanity_name: boolean;
}
