import type { onRequestAsyncHookHandler } from 'fastify';
import { requireAuth, requirePermission, requireRole } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';

/** The onRequest hooks of the casting-call routes, by who may call them. */
export function castingHooks(context: AppContext): {
  /** Brands managing their calls and deciding applications. */
  manage: onRequestAsyncHookHandler[];
  /** Creators applying and reading their applications. */
  apply: onRequestAsyncHookHandler[];
  /** Either side (lists and reads answer per role). */
  anyRole: onRequestAsyncHookHandler[];
} {
  const auth = requireAuth(context);
  return {
    manage: [auth, requirePermission('casting_calls.manage')],
    apply: [auth, requirePermission('casting_calls.apply')],
    anyRole: [auth, requireRole],
  };
}
