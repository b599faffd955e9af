import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import type { DefaultKeywordAnswer } from '../../../src-shared/domain/monitor';
import { authOf } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { defaultKeyword } from '../../monitor/default-keyword';
import { monitorHooks } from './hooks';

/**
 * `GET /api/v3/monitor/default-keyword/` (brands): the keyword a new brand starts with — its
 * first brand's name, else its company's, else `#publicidad` — and where it came from.
 */
export function defaultKeywordRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.monitorDefaultKeyword, { onRequest: monitorHooks(context) }, async (request) =>
    envelope<DefaultKeywordAnswer>(await defaultKeyword(context.db, authOf(request).user.id)),
  );
}
