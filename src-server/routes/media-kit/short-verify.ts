import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';

/** `ApiPath.mediaKitShortVerify(code)` as a route pattern. */
export const KIT_SHORT_VERIFY_ROUTE = '/v/:code';

/**
 * `GET /v/{code}` (public): the short verify address printed on a kit, for a person typing it
 * from paper. It answers a redirect to `GET /api/v3/media-kit/verify/{code}` rather than a copy of
 * it, so there stays one verification (its rate limit, its HTML page for a browser and JSON for an
 * API caller, both kept by the redirect's Accept header) and one place that reads a typed code.
 * The address is relative, so it holds behind any proxy that serves the API.
 */
export function shortVerifyRoute(app: FastifyInstance): void {
  app.get<{ Params: { code: string } }>(KIT_SHORT_VERIFY_ROUTE, async (request, reply) =>
    reply
      .code(302)
      .header('cache-control', 'no-store')
      .redirect(ApiPath.mediaKitVerify(request.params.code)),
  );
}
