import type { BrandSummary } from './brand';
import type { ContentType } from './content-types';
import type { CreatorCategory } from './creator-category';
import type { SocialNetwork } from './network';

/** draft → open (published) → closed; a closed call takes no applications and no edits. */
export const CASTING_CALL_STATUSES = ['draft', 'open', 'closed'] as const;
export type CastingCallStatus = (typeof CASTING_CALL_STATUSES)[number];

/** What a brand writes in a casting call (docs/PRODUCT.md §10). */
export interface CastingCallInput {
  brand_id: string;
  title: string;
  brief: string;
  networks: SocialNetwork[];
  content_types: ContentType[];
  /** USD, two decimals at most; min ≤ max. */
  budget_min: number;
  budget_max: number;
  /** Alpha-2; null means any country. */
  country: string | null;
  /** Creator categories wanted; empty means any. */
  categories: CreatorCategory[];
  /** Last day to apply (YYYY-MM-DD), today or later when published. */
  deadline: string;
}

export interface CastingCall extends Omit<CastingCallInput, 'brand_id'> {
  id: string;
  brand: BrandSummary;
  status: CastingCallStatus;
  applications_count: number;
  /** For a creator: their own application to this call, if any. */
  my_application: CastingApplication | null;
  /** For a creator: when the brand invited them to apply (issue 14); null when it did not. */
  invited_at: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export const APPLICATION_STATUSES = ['applied', 'shortlisted', 'accepted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A creator's answer to a call: their price (USD) and a message. */
export interface CastingApplicationInput {
  price: number;
  message: string;
}

export interface CastingApplication extends CastingApplicationInput {
  id: string;
  casting_call_id: string;
  /** The call's title, so lists (my_work) need no second read. */
  casting_call_title: string;
  brand: BrandSummary;
  creator: {
    id: string;
    first_name: string;
    last_name: string;
    vanity_name: string | null;
    profile_image: string | null;
  };
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
}

/** What inviting a creator to a call answers: the invitation, new or already there. */
export interface CastingInvitation {
  casting_call_id: string;
  creator_id: string;
  invited_at: string;
  /** False when the creator had been invited to this call already. */
  new: boolean;
}
