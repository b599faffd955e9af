import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  path: string;
}

const collected = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route Fastify registers on `app` and its child scopes, so the contract test can
 * compare them with the OpenAPI document. Must be installed before the routes are registered.
 */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  collected.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, path: route.url });
  });
}

/** The routes registered on `app` so far (HEAD twins of GET routes included, as Fastify adds them). */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return collected.get(app) ?? [];
}
