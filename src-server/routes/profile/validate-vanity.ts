import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import type { VanityCheckAnswer } from '../../../src-shared/domain/public-profile';
import { VanityCheckSchema } from '../../../src-shared/schemas/profile';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import { vanityTakenByOther } from '../../users/profile-repository';

/**
 * The handle field's live check. `ready_vanity_name` (spec wording) is true when someone else
 * holds the handle; the caller's own handle is not "taken".
 */
export function validateVanityRoute(app: FastifyInstance, context: AppContext): void {
  app.post(ApiPath.validateVanity, { onRequest: requireAuth(context) }, async (request) => {
    const { vanity_name } = parseBody(VanityCheckSchema, request.body);
    const taken = await vanityTakenByOther(context.db, vanity_name, authOf(request).user.id);
    return envelope<VanityCheckAnswer>({ ready_vanity_name: taken });
  });
}
