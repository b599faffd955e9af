import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../src-shared/api/paths';
import { envelope } from '../http/envelope';

/** Liveness for the desktop's embedded host and for load balancers; touches nothing. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(ApiPath.health, async () => envelope({ ok: true }));
}
