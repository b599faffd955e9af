import { PROPOSAL_ACTIONS, PROPOSAL_STATUSES } from '../../../../src-shared/domain/proposal';
import type { JsonSchema } from '../route-doc';
import { contentType, network } from './brands';
import { creatorSummary } from './casting-calls';
import {
  arrayOf,
  closed,
  componentRef,
  dateTime,
  day,
  nullableOneOf,
  nullableText,
  oneOfValues,
  text,
  usd,
} from './schema-kit';

const side = ['brand', 'creator'] as const;

/** `src-shared/domain/proposal.ts` `ProposalTerms`. */
const termProperties = {
  deliverables: arrayOf(
    closed({ network, content_type: contentType, quantity: { type: 'integer', minimum: 1 } }),
  ),
  price: usd,
  start_date: day,
  end_date: day,
  message: text,
  revision_rounds: { type: 'integer', minimum: 0, maximum: 10 },
};

/** `ProposalRound`: one step of the negotiation. */
const ProposalRound: JsonSchema = closed({
  id: text,
  ...termProperties,
  author: oneOfValues(side),
  action: oneOfValues(PROPOSAL_ACTIONS),
  created_at: dateTime,
});

/** `Proposal`: its own terms are the latest round's; `turn` is null once closed. */
const Proposal: JsonSchema = closed({
  id: text,
  ...termProperties,
  brand: componentRef('BrandSummary'),
  creator: creatorSummary,
  status: oneOfValues(PROPOSAL_STATUSES),
  turn: nullableOneOf(side),
  application_id: nullableText,
  platform_fee_percent: { type: 'number', minimum: 0, maximum: 50 },
  rounds: arrayOf(componentRef('ProposalRound')),
  created_at: dateTime,
  updated_at: dateTime,
});

export const proposalComponents = { ProposalRound, Proposal };
