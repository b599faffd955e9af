import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { answerProposals, partyProposal } from '../../proposals/proposal-access';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { proposalHooks } from './hooks';

/** `GET /api/v3/proposals/{id}/`: only its two parties; anyone else gets a 404. */
export function getProposalRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: RecordIdParams }>(
    ApiPath.proposal(':id'),
    { onRequest: proposalHooks(context).party },
    async (request) => {
      const { user } = authOf(request);
      const { proposal } = await partyProposal(context.db, user, recordIdOf(request.params));
      const [answer] = await answerProposals(
        context.db,
        [proposal],
        publicOrigin(request, context),
      );
      return envelope(answer);
    },
  );
}
