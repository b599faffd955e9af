import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { PROPOSAL_STATUSES } from '../../../src-shared/domain/proposal';
import { authOf } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { listPage, pageWindow, parsePaging } from '../../http/paging';
import { publicOrigin } from '../../http/public-origin';
import { parseStatusFilter } from '../../http/status-filter';
import { answerProposals, sideOf } from '../../proposals/proposal-access';
import { listProposalsOf } from '../../proposals/proposal-records';
import { proposalHooks } from './hooks';

/**
 * `GET /api/v3/proposals/?status=&page=&size_page=`: the proposals the caller is a party to (a
 * brand's sent, a creator's received), newest activity first, each with its rounds.
 */
export function listProposalsRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.proposals, { onRequest: proposalHooks(context).party }, async (request) => {
    const paging = parsePaging(request.query);
    const status = parseStatusFilter(request.query, PROPOSAL_STATUSES);
    const { user } = authOf(request);
    const side = sideOf(user.role) ?? 'creator';
    const { rows, count } = await listProposalsOf(
      context.db,
      { side, userId: user.id },
      status,
      pageWindow(paging),
    );
    const results = await answerProposals(context.db, rows, publicOrigin(request, context));
    return envelope(listPage(results, count, paging));
  });
}
