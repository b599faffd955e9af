import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { applyTrialRoute } from './apply-trial';
import { buyCreditsRoute } from './buy-credits';
import { captureCreditsRoute } from './capture-credits';
import { payoutRoutes } from './payouts';
import { transactionsRoute } from './transactions';

/** Credits and plans, the ledger and payouts (issue 6). */
export async function billingRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  buyCreditsRoute(app, context);
  captureCreditsRoute(app, context);
  applyTrialRoute(app, context);
  transactionsRoute(app, context);
  payoutRoutes(app, context);
}
