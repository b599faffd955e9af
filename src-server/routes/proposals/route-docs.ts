import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { PROPOSAL_STATUSES } from '../../../src-shared/domain/proposal';
import { ProposalInputSchema, ProposalTermsSchema } from '../../../src-shared/schemas/proposal';
import { componentRef, resultsOf } from '../../http/openapi/answer-schemas';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { PagingQuerySchema } from '../../http/paging';
import { statusFilterSchema } from '../../http/status-filter';
import { weaverParams } from '../pricing/route-docs';
import { WEAVER_COLLABORATIONS_ROUTE } from './weaver-collaborations';

const proposal = { description: 'Proposal.', schema: componentRef('Proposal') };

/** Proposals between brands and creators, and a creator's public collaborations. */
export const proposalRouteDocs: RouteDoc[] = tagged('proposals', [
  {
    method: 'POST',
    path: ApiPath.proposals,
    summary: 'Send a proposal to a creator',
    access: 'bearer',
    permission: 'proposals.send',
    body: { schema: ProposalInputSchema },
    answer: { ...proposal, status: 201 },
    errors: [ErrorCode.notFound],
  },
  {
    method: 'GET',
    path: ApiPath.proposals,
    summary: "The caller's proposals (sent by a brand, received by a creator)",
    access: 'bearer',
    permission: 'role',
    query: [PagingQuerySchema, statusFilterSchema(PROPOSAL_STATUSES)],
    answer: { ...proposal, paged: true },
    errors: [ErrorCode.forbidden],
  },
  {
    method: 'GET',
    path: ApiPath.proposal(':id'),
    summary: 'One proposal of the caller’s',
    access: 'bearer',
    permission: 'role',
    answer: proposal,
    errors: [ErrorCode.notFound],
  },
  ...(['accept', 'decline', 'counter'] as const).map((move): RouteDoc => ({
    method: 'POST',
    path: ApiPath.proposalAction(':id', move),
    summary: `${move[0]!.toUpperCase()}${move.slice(1)} a proposal`,
    access: 'bearer',
    permission: 'role',
    ...(move === 'counter' ? { body: { schema: ProposalTermsSchema } } : {}),
    answer: proposal,
    errors: [ErrorCode.notFound, ErrorCode.proposalClosed, ErrorCode.proposalNotYourTurn],
  })),
  {
    method: 'GET',
    path: WEAVER_COLLABORATIONS_ROUTE,
    summary: "A creator's collaborations, found by one of their network accounts",
    access: 'public',
    params: weaverParams,
    answer: { description: '`{ results: Collaboration[] }`.', schema: resultsOf('Collaboration') },
    errors: [ErrorCode.notFound],
  },
]);
