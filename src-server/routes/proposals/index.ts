import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createProposalRoute } from './create-proposal';
import { getProposalRoute } from './get-proposal';
import { listProposalsRoute } from './list-proposals';
import { proposalMoveRoutes } from './proposal-moves';
import { weaverCollaborationsRoute } from './weaver-collaborations';

/** Proposals (docs/PRODUCT.md §10) and the public list of a creator's finished deals. */
export async function proposalRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  createProposalRoute(app, context);
  listProposalsRoute(app, context);
  getProposalRoute(app, context);
  proposalMoveRoutes(app, context);
  weaverCollaborationsRoute(app, context);
}
