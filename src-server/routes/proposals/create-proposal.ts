import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { ProposalInputSchema } from '../../../src-shared/schemas/proposal';
import { authOf } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';
import { newProposalOf } from '../../proposals/new-proposal';
import { answerProposal } from '../../proposals/proposal-access';
import { insertProposal } from '../../proposals/proposal-writes';
import { proposalHooks } from './hooks';

/**
 * `POST /api/v3/proposals/` (brand): a proposal from one of the caller's brands to a creator,
 * optionally following an accepted casting application. 201 with status `sent`, the creator's
 * turn, and round 1 (`sent`) holding the terms.
 */
export function createProposalRoute(app: FastifyInstance, context: AppContext): void {
  app.post(
    ApiPath.proposals,
    { onRequest: proposalHooks(context).send },
    async (request, reply) => {
      const input = parseBody(ProposalInputSchema, request.body);
      const proposal = await newProposalOf(
        context.db,
        authOf(request).user.id,
        input,
        context.platformFeeBasisPoints,
      );
      const id = await insertProposal(context.db, proposal, context.now());
      const answer = await answerProposal(context.db, id, publicOrigin(request, context));
      return reply.status(201).send(envelope(answer));
    },
  );
}
