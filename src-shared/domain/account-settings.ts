/**
 * `PUT /api/v1/accounts/profile/influencer/` (meaning filled in docs/API.md): what a creator
 * tells brands about taking work.
 */
export interface InfluencerSettings {
  open_to_offers: boolean;
  /** The smallest deal worth their time, in USD; null for no minimum. */
  minimum_budget: number | null;
}
