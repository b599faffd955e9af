import type { onRequestAsyncHookHandler } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { authOf } from '../../auth/auth-plugin';
import { hasPermission } from '../../auth/permissions';
import { ApiError } from '../../http/errors';

/**
 * After `requireAuth`: the studio is the creator's, and what it makes goes to the briefcase, so
 * it goes with the briefcase's permission (brands and accounts without a role: 403).
 */
export const requireStudio: onRequestAsyncHookHandler = async (request) => {
  if (!hasPermission(authOf(request).user.role, 'briefcase.manage')) {
    throw new ApiError(ErrorCode.forbidden, {
      message: 'Solo las cuentas de creador pueden generar imágenes.',
    });
  }
};
