import type { onRequestAsyncHookHandler } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { authOf, requireRole } from '../../auth/auth-plugin';
import { hasPermission } from '../../auth/permissions';
import { ApiError } from '../../http/errors';

/**
 * After `requireAuth`: the caller's role must carry `permission` (permissions.ts), else a 403 that
 * says why in the caller's terms rather than the generic "no permission".
 */
export function requirePermissionWithReason(
  permission: string,
  message: string,
): onRequestAsyncHookHandler[] {
  const check: onRequestAsyncHookHandler = async (request) => {
    if (!hasPermission(authOf(request).user.role, permission)) {
      throw new ApiError(ErrorCode.forbidden, { message });
    }
  };
  return [requireRole, check];
}

/**
 * Credits are bought by creators and brands (`credits.buy`); an account without a role is refused
 * earlier by `requireRole`, so this only speaks for a role added later without the permission.
 */
export const CREDITS_NOT_ALLOWED = 'Esta cuenta no puede comprar créditos.';
/**
 * Payouts pay creators for proposals they accepted; `proposals.answer` is that side's permission,
 * so no new permission name is needed for the payout address.
 */
export const PAYOUTS_ONLY_CREATORS = 'Solo las cuentas de creador reciben pagos en PayPal.';
