import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { hasPermission } from './permissions';
import { findSession } from './token-store';
import { bearerToken } from './tokens';

export interface AuthContext {
  tokenId: string;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireAuth` hook on protected routes; null elsewhere. */
    auth: AuthContext | null;
  }
}

/** Must run on the root instance: request decorators registered inside a plugin stay inside it. */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/**
 * The onRequest hook for routes that need a signed-in user. It runs before the body is read, so
 * anonymous callers learn nothing about validation and cost no parsing.
 */
export function requireAuth(context: AppContext): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new ApiError(ErrorCode.notAuthenticated);
    const session = await findSession(context.db, token, context.now());
    if (!session) throw new ApiError(ErrorCode.notAuthenticated);
    request.auth = session;
  };
}

/** The signed-in user of a protected route (the hook guarantees it; this keeps the types honest). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(ErrorCode.notAuthenticated);
  return request.auth;
}

const ROLE_REQUIRED = 'Elige primero si tu cuenta es de creador o de marca.';

/**
 * The onRequest hook, after `requireAuth`, for routes that only make sense once the account chose
 * its role (define-role), such as editing the profile. Any role will do.
 */
export const requireRole: onRequestAsyncHookHandler = async (request) => {
  if (authOf(request).user.role === null) {
    throw new ApiError(ErrorCode.forbidden, { message: ROLE_REQUIRED });
  }
};

const NOT_ALLOWED: Readonly<Record<string, string>> = {
  'networks.manage': 'Solo las cuentas de creador pueden administrar sus redes sociales.',
  'finder.search': 'Solo las cuentas de marca pueden buscar creadores.',
  'brands.manage': 'Solo las cuentas de marca pueden administrar empresas y marcas.',
  'pricing.manage': 'Solo las cuentas de creador pueden administrar sus precios.',
  'briefcase.manage': 'Solo las cuentas de creador tienen portafolio.',
};

/**
 * The onRequest hook, after `requireAuth`, for routes of one role's work (permissions.ts decides
 * which role has it). Like `requireAuth` it runs before the body is read.
 */
export function requirePermission(permission: string): onRequestAsyncHookHandler {
  return async (request) => {
    const { role } = authOf(request).user;
    if (role === null) throw new ApiError(ErrorCode.forbidden, { message: ROLE_REQUIRED });
    if (!hasPermission(role, permission)) {
      throw new ApiError(ErrorCode.forbidden, { message: NOT_ALLOWED[permission] });
    }
  };
}
