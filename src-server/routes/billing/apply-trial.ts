import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import { applyTrial } from '../../billing/apply-trial';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';

/**
 * `GET /api/v3/plans/apply-trial/` (any signed-in account; the spec makes it a GET): starts the
 * 14-day trial once and answers the new standing with credits and summary; later: 409.
 */
export function applyTrialRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.applyTrial, { onRequest: requireAuth(context) }, async (request) =>
    envelope(await applyTrial(context.db, authOf(request).user.id, context.now())),
  );
}
