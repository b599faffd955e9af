import type { onRequestAsyncHookHandler } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { authOf, requireAuth, requirePermission, requireRole } from '../../auth/auth-plugin';
import { hasPermission } from '../../auth/permissions';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';

/**
 * Either side of a negotiation: brands act with `proposals.send`, creators with
 * `proposals.answer` (permissions.ts); an account with neither is a 403.
 */
const requireNegotiator: onRequestAsyncHookHandler = async (request) => {
  const { role } = authOf(request).user;
  if (!hasPermission(role, 'proposals.send') && !hasPermission(role, 'proposals.answer')) {
    throw new ApiError(ErrorCode.forbidden);
  }
};

/** The onRequest hooks of the proposal routes, by who may call them. */
export function proposalHooks(context: AppContext): {
  send: onRequestAsyncHookHandler[];
  party: onRequestAsyncHookHandler[];
} {
  const auth = requireAuth(context);
  return {
    send: [auth, requirePermission('proposals.send')],
    party: [auth, requireRole, requireNegotiator],
  };
}
