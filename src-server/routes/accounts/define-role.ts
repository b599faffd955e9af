import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { DefineRoleSchema } from '../../../src-shared/schemas/auth';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { envelope } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { parseBody } from '../../http/validate';
import { serializeUser } from '../../users/user-serializer';
import { findUserBy, setRoleIfUnset } from '../../users/user-repository';

export function defineRoleRoute(app: FastifyInstance, context: AppContext): void {
  app.post(ApiPath.defineRole, { onRequest: requireAuth(context) }, async (request) => {
    const { role } = parseBody(DefineRoleSchema, request.body);
    const { user } = authOf(request);
    const origin = publicOrigin(request, context);
    const updated = await setRoleIfUnset(context.db, user.id, role, context.now());
    if (updated) return envelope(serializeUser(updated, origin));
    // A role was already there: repeating it is harmless, changing it is not allowed.
    const current = (await findUserBy(context.db, 'id', user.id)) ?? user;
    if (current.role !== role) throw new ApiError(ErrorCode.roleAlreadyDefined);
    return envelope(serializeUser(current, origin));
  });
}
