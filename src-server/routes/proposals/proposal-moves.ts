import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { ProposalTermsSchema } from '../../../src-shared/schemas/proposal';
import { authOf } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';
import { answerProposal, partyProposal } from '../../proposals/proposal-access';
import type { ProposalMove } from '../../proposals/proposal-machine';
import { moveProposal } from '../../proposals/proposal-writes';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { proposalHooks } from './hooks';

const MOVES: readonly ProposalMove[] = ['accept', 'decline', 'counter'];

/**
 * `POST /api/v3/proposals/{id}/accept|decline|counter/` by a party (anyone else: 404). Only the
 * side whose turn it is may move (409 `proposal_not_your_turn`); accepted and declined are final
 * (409 `proposal_closed`). counter's body is the full new terms (ProposalTermsSchema); accept and
 * decline take no body. Every move is kept as a round.
 */
export function proposalMoveRoutes(app: FastifyInstance, context: AppContext): void {
  for (const move of MOVES) {
    app.post<{ Params: RecordIdParams }>(
      ApiPath.proposalAction(':id', move),
      { onRequest: proposalHooks(context).party },
      async (request) => {
        const { user } = authOf(request);
        const { proposal, side } = await partyProposal(
          context.db,
          user,
          recordIdOf(request.params),
        );
        const terms = move === 'counter' ? parseBody(ProposalTermsSchema, request.body) : null;
        await moveProposal(context.db, proposal.id, side, move, terms, context.now());
        return envelope(
          await answerProposal(context.db, proposal.id, publicOrigin(request, context)),
        );
      },
    );
  }
}
