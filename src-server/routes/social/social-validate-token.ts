import type { FastifyInstance } from 'fastify';
import type { FacebookTokenValidation } from '../../../src-shared/domain/network';
import { requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import { FacebookTokenParamSchema } from '../../social/facebook-inputs';
import { facebookFor } from './facebook-network-param';

/** ApiPath.socialValidateToken's pattern. */
export const VALIDATE_TOKEN_ROUTE = '/api/v3/social/validate/token/:token/';

/**
 * `GET /api/v3/social/validate/token/{token}/` (docs/PRODUCT.md §7): what Facebook says of a user
 * access token for this app — valid or not, whose, which permissions, until when. A token of
 * another app answers `is_valid: false`. The path carries a credential, so request logs redact it.
 */
export function socialValidateTokenRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: { token: string } }>(
    VALIDATE_TOKEN_ROUTE,
    { onRequest: [requireAuth(context), requirePermission('networks.manage')] },
    async (request) => {
      const facebook = facebookFor(context.social);
      const { token } = parseBody(FacebookTokenParamSchema, request.params);
      return envelope<FacebookTokenValidation>(await facebook.validate(token));
    },
  );
}
