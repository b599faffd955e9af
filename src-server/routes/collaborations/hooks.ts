import type { onRequestAsyncHookHandler } from 'fastify';
import { requireAuth, requirePermission } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { proposalHooks } from '../proposals/hooks';

/**
 * Who may call the collaboration routes: either party of a deal (as for proposals), the brand for
 * its review queue, the creator for uploads.
 */
export function collaborationHooks(context: AppContext): {
  party: onRequestAsyncHookHandler[];
  brand: onRequestAsyncHookHandler[];
  creator: onRequestAsyncHookHandler[];
} {
  const auth = requireAuth(context);
  return {
    party: proposalHooks(context).party,
    brand: [auth, requirePermission('proposals.send')],
    creator: [auth, requirePermission('proposals.answer')],
  };
}
