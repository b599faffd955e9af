import type { onRequestAsyncHookHandler } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { authOf, requireAuth, requireRole } from '../../auth/auth-plugin';
import { hasPermission } from '../../auth/permissions';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';

/** The monitor reads creators' posts as the finder reads their profiles: brands only. */
const MONITOR_PERMISSION = 'finder.search';

const brandsOnly: onRequestAsyncHookHandler = async (request) => {
  if (!hasPermission(authOf(request).user.role, MONITOR_PERMISSION)) {
    throw new ApiError(ErrorCode.forbidden, {
      message: 'Solo las cuentas de marca pueden seguir palabras clave en el monitor.',
    });
  }
};

/** Signed in, with a role, and a brand account; checked before any body is read. */
export function monitorHooks(context: AppContext): onRequestAsyncHookHandler[] {
  return [requireAuth(context), requireRole, brandsOnly];
}
