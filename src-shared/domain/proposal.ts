import type { BrandSummary } from './brand';
import type { ContentType } from './content-types';
import type { SocialNetwork } from './network';

/** One thing to publish: `quantity` pieces of a content type on a network. */
export interface Deliverable {
  network: SocialNetwork;
  content_type: ContentType;
  quantity: number;
}

/**
 * The terms of a round: what, for how much (USD), when (YYYY-MM-DD, start ≤ end) and how many
 * rounds of changes each item includes.
 */
export interface ProposalTerms {
  deliverables: Deliverable[];
  price: number;
  start_date: string;
  end_date: string;
  message: string;
  /** Issue 31: "Rondas de cambios incluidas" per item (0–10, 2 by default). */
  revision_rounds: number;
}

/** Terms as a caller sends them: the revision rounds may be left out (2, as before issue 31). */
export type ProposalTermsInput = Omit<ProposalTerms, 'revision_rounds'> & {
  revision_rounds?: number;
};

/** A brand's proposal to a creator, optionally from an accepted casting application. */
export interface ProposalInput extends ProposalTermsInput {
  brand_id: string;
  creator_id: string;
  application_id?: string;
}

/**
 * sent: the creator's turn; countered: the other side's turn; accepted and declined are final
 * (no accept after decline, no counter on a closed proposal).
 */
export const PROPOSAL_STATUSES = ['sent', 'countered', 'accepted', 'declined'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The statuses in which the negotiation goes on. */
const OPEN_PROPOSAL_STATUSES: readonly string[] = ['sent', 'countered'] satisfies ProposalStatus[];

/**
 * Whether nobody can move on a proposal any more: accepted or declined, and any status a newer
 * server may add (cancelled, expired) counts as closed rather than open, so a counter is never
 * offered on one. The core API's moves and the desktop's queued counters read this one rule.
 */
export function isProposalClosed(status: string): boolean {
  return !OPEN_PROPOSAL_STATUSES.includes(status);
}

export const PROPOSAL_ACTIONS = ['sent', 'countered', 'accepted', 'declined'] as const;
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number];

export type ProposalSide = 'brand' | 'creator';

/** One step of the negotiation, kept for the timeline (`view_proposal`). */
export interface ProposalRound extends ProposalTerms {
  id: string;
  author: ProposalSide;
  action: ProposalAction;
  created_at: string;
}

export interface Proposal extends ProposalTerms {
  id: string;
  brand: BrandSummary;
  creator: {
    id: string;
    first_name: string;
    last_name: string;
    vanity_name: string | null;
    profile_image: string | null;
  };
  status: ProposalStatus;
  /** Whose move it is; null once accepted or declined. */
  turn: ProposalSide | null;
  application_id: string | null;
  /**
   * Issue 32: the platform's fee on the price, fixed when the proposal was sent; the brand pays
   * price + fee, the creator receives the price.
   */
  platform_fee_percent: number;
  /** Oldest first; the proposal's own terms are the latest round's. */
  rounds: ProposalRound[];
  created_at: string;
  updated_at: string;
}
