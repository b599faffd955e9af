import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { closeConnectionsWhenClosing } from './http/close-after-answer';
import { noSchemaCompilers } from './http/no-schema-compilers';
import { ErrorCode } from '../src-shared/api/error-codes';
import { installAuth } from './auth/auth-plugin';
import type { AppContext } from './context';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { ApiError } from './http/errors';
import {
  IDEMPOTENT_REPLAYED_HEADER,
  installIdempotencyKeys,
} from './http/idempotency/idempotency-keys';
import { installJsonParser } from './http/json-parser';
import { installNulGuard } from './http/nul-text';
import { installAnswerHeaders } from './http/answer-headers';
import { methodNotAllowedHandler } from './http/method-not-allowed';
import {
  DEFAULT_SLOW_CLIENT_LIMITS,
  installBodyRateGuard,
  serverTimeoutOptions,
  type SlowClientLimits,
} from './http/slow-clients';
import { collectRoutes } from './http/openapi/route-collector';
import { requestLogOptions } from './http/request-log';
import { accountRoutes } from './routes/accounts';
import { billingRoutes } from './routes/billing';
import { brandRoutes } from './routes/brands';
import { pricingRoutes } from './routes/pricing';
import { briefcaseRoutes } from './routes/briefcase';
import { castingCallRoutes } from './routes/casting-calls';
import { devRoutes } from './routes/dev';
import { finderRoutes } from './routes/finder';
import { hashtagRoutes } from './routes/hashtags';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { mediaRoutes } from './routes/media';
import { mediaKitRoutes } from './routes/media-kit';
import { monitorRoutes } from './routes/monitor';
import { networkRoutes } from './routes/networks';
import { openApiRoutes } from './routes/openapi';
import { profileRoutes } from './routes/profile';
import { proposalRoutes } from './routes/proposals';
import { collaborationRoutes } from './routes/collaborations';
import { dealMoneyRoutes } from './routes/deal-money';
import { notificationRoutes } from './routes/notifications';
import { campaignReportRoutes } from './routes/campaign-reports';
import { socialRoutes } from './routes/social';
import { storiesServiceRoutes } from './routes/stories-service';

/** JSON bodies are small; the profile image upload has its own multipart limit. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps extends AppContext {
  /** Request logs (method, URL, status; never bodies or headers). */
  logger?: boolean;
  /** Proxies whose X-Forwarded-For is the client's address (`TRUST_PROXY`); none when absent. */
  trustProxy?: string[];
  /** Where rate-limit counters live; in this process when absent (one owner of the data). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** Timeouts and the minimum body rate (issue 35); tests shorten them. */
  slowClients?: Partial<SlowClientLimits>;
  /** Web origins answered with CORS headers (`CORS_ORIGINS`, issue 35); none when empty. */
  corsOrigins?: string[];
}

/** The Fastify app without a listener, so tests and hosts decide how to serve it. */
export function buildApp(deps: AppDeps): FastifyInstance {
  const {
    logger = false,
    trustProxy = [],
    rateLimitStore,
    slowClients,
    corsOrigins = [],
    ...context
  } = deps;
  const limits = { ...DEFAULT_SLOW_CLIENT_LIMITS, ...slowClients };
  const app = Fastify({
    ...(logger ? requestLogOptions() : { logger: false }),
    // Issue 35: no client holds a socket, an upload slot or a parser for ever by sending slowly.
    ...serverTimeoutOptions(limits),
    bodyLimit: BODY_LIMIT_BYTES,
    // The spec's paths end in '/'; clients that drop it still reach the same route.
    // Twitter's redeem path carries tokens of up to 200 characters (find-my-way's default is 100,
    // answered 414); longer ones reach the route and get its 400.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 512 },
    // request.ip (the rate limits' key) is the peer unless the peer is a listed proxy.
    trustProxy: trustProxy.length > 0 ? trustProxy : false,
    // Errors Fastify raises before routing (a malformed percent escape in the URL) get the same
    // Spanish `{code, message}` body as every other error.
    frameworkErrors: errorHandler,
    schemaController: noSchemaCompilers,
  });

  // First, so every route registered below is recorded for the OpenAPI contract test.
  collectRoutes(app);
  closeConnectionsWhenClosing(app);
  installBodyRateGuard(app, limits);
  installAnswerHeaders(app);
  installJsonParser(app);
  installNulGuard(app);
  installAuth(app);
  // After installAuth: its hooks read `request.auth`, which the routes' requireAuth sets.
  installIdempotencyKeys(app, context);
  app.setErrorHandler(errorHandler);
  // A path that exists with other methods answers 405 and `Allow`; any other, 404.
  app.setNotFoundHandler(methodNotAllowedHandler(app, notFoundHandler));

  if (corsOrigins.length > 0) {
    // Only the listed origins; any other gets no CORS header, so its browser keeps the answer
    // from its page. Preflights are answered for every route.
    void app.register(cors, {
      origin: corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      exposedHeaders: [
        'Retry-After',
        IDEMPOTENT_REPLAYED_HEADER,
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
      ],
      maxAge: 600,
    });
  }

  // Not global: only routes that opt in through `config.rateLimit` (the sign-in routes, hashtag
  // suggestions) are limited.
  void app.register(rateLimit, {
    global: false,
    ...(rateLimitStore ? { store: rateLimitStore } : {}),
    errorResponseBuilder: (_request, limit) =>
      new ApiError(ErrorCode.rateLimited, {
        message: `Demasiados intentos. Inténtalo de nuevo en ${Math.max(1, Math.ceil(limit.ttl / 1000))} segundos.`,
      }),
  });
  void app.register(healthRoutes);
  void app.register(openApiRoutes);
  void app.register(async (child) => accountRoutes(child, context));
  void app.register(async (child) => profileRoutes(child, context));
  void app.register(async (child) => networkRoutes(child, context));
  void app.register(async (child) => socialRoutes(child, context));
  void app.register(async (child) => brandRoutes(child, context));
  void app.register(async (child) => pricingRoutes(child, context));
  void app.register(async (child) => briefcaseRoutes(child, context));
  void app.register(async (child) => finderRoutes(child, context));
  void app.register(async (child) => devRoutes(child, context));
  void app.register(async (child) => castingCallRoutes(child, context));
  void app.register(async (child) => proposalRoutes(child, context));
  void app.register(async (child) => collaborationRoutes(child, context));
  void app.register(async (child) => dealMoneyRoutes(child, context));
  void app.register(async (child) => notificationRoutes(child, context));
  void app.register(async (child) => campaignReportRoutes(child, context));
  void app.register(async (child) => billingRoutes(child, context));
  void app.register(async (child) => imageRoutes(child, context));
  void app.register(async (child) => hashtagRoutes(child, context));
  void app.register(async (child) => monitorRoutes(child, context));
  void app.register(async (child) => storiesServiceRoutes(child, context));
  void app.register(async (child) => mediaKitRoutes(child, context));
  void app.register(async (child) => mediaRoutes(child, context));
  return app;
}
