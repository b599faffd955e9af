import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { DEMO_CREATORS, DEMO_SEED } from '../../seed/demo-seed';
import { seedDemoCreators } from '../../seed/seed-demo-creators';

/**
 * `POST /api/v1/dev/seed/` (any signed-in account): loads the demo creators into this database
 * and answers `{ creators }`, how many of them it holds. Only where the server was started with
 * `allowSeed` (the desktop's embedded PGlite); elsewhere 403 `seed_unavailable`. Idempotent.
 */
export function seedDemoRoute(app: FastifyInstance, context: AppContext): void {
  app.post(ApiPath.seedDemo, { onRequest: requireAuth(context) }, async () => {
    if (!context.allowSeed) throw new ApiError(ErrorCode.seedUnavailable);
    const { creators } = await seedDemoCreators(context.db, {
      count: DEMO_CREATORS,
      seed: DEMO_SEED,
      now: context.now(),
    });
    return envelope({ creators });
  });
}
