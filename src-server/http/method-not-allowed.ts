import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from './errors';
import { registeredRoutes } from './openapi/route-collector';

type Handler = (request: FastifyRequest, reply: FastifyReply) => void;

interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

/**
 * The not-found handler for `app`: a path some route serves with other methods answers 405
 * `method_not_allowed` with `Allow` listing them (issue 35: clients and proxies read a 404 as "no
 * such thing"); anything else goes to `notFound`.
 */
export function methodNotAllowedHandler(app: FastifyInstance, notFound: Handler): Handler {
  // Built at the first miss: by then every route is registered.
  let paths: PathMethods[] | null = null;
  return (request, reply) => {
    paths ??= groupByPath(app);
    const path = withoutTrailingSlash(request.url.split('?', 1)[0] ?? '');
    const allowed = new Set<string>();
    for (const entry of paths) {
      if (entry.pattern.test(path)) for (const method of entry.methods) allowed.add(method);
    }
    if (allowed.size === 0 || allowed.has(request.method)) {
      notFound(request, reply);
      return;
    }
    const error = new ApiError(ErrorCode.methodNotAllowed);
    void reply
      .status(error.status)
      .header('allow', [...allowed].sort().join(', '))
      .send(error.toBody());
  };
}

function groupByPath(app: FastifyInstance): PathMethods[] {
  const byPath = new Map<string, Set<string>>();
  for (const route of registeredRoutes(app)) {
    const path = withoutTrailingSlash(route.path);
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(route.method.toUpperCase());
    byPath.set(path, methods);
  }
  return [...byPath].map(([path, methods]) => ({ pattern: patternOf(path), methods }));
}

/** find-my-way's syntax: `:name` is one segment, `*` the rest of the path. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment
            .split(/(:[A-Za-z0-9_]+)/)
            .map((piece) =>
              piece.startsWith(':') ? '[^/]+' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
            )
            .join(''),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/** `ignoreTrailingSlash`: `/x/` and `/x` are one route. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
