/** An account's plan: free by default, a 14-day trial once, or premium. */
export const PLAN_NAMES = ['free', 'trial', 'premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/**
 * What `GET /api/v1/accounts/profile/premium/` answers (docs/API.md): whether the profile has
 * premium benefits now, through which plan and until when. `credits` only with `?money=1`,
 * `text` (a one-line Spanish summary for banners) only with `?textbody=1`.
 */
export interface PremiumStanding {
  premium: boolean;
  plan: PlanName;
  /** ISO date-time the current plan ends; null for free or a plan without an end. */
  ends_at: string | null;
  /** Whole days left, counting today; null when the plan has no end. */
  days_left: number | null;
  /** Whether the one trial was already used (it cannot be applied for again). */
  trial_used: boolean;
  credits?: number;
  text?: string;
}
