import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from './errors';

/**
 * How long a client may take (issue 35: six uploads trickling a byte every 5 s held every upload
 * slot for 327 s, and 300 trickled sign-in bodies stayed open). All in milliseconds except the rate.
 */
export interface SlowClientLimits {
  /** The request line and headers. */
  headersMs: number;
  /** A whole request, body included: the ceiling even for a body arriving above the minimum rate. */
  requestMs: number;
  /** A connection with nothing sent either way, and an idle keep-alive connection. */
  idleMs: number;
  /** A body's first moments, before its rate is judged (a connection's slow start). */
  bodyGraceMs: number;
  /** The slowest average a body may arrive at once past the grace, in bytes per second. */
  minBodyBytesPerSecond: number;
}

/**
 * Generous for people: in 15 minutes a 50 MB video arrives at 57 KB/s, a sign-in body comes in
 * one packet, and no working link sends under 2 KB/s for ten seconds on end. Two idle minutes
 * leave room for the slowest answer the server computes (demo data for a thousand creators).
 */
export const DEFAULT_SLOW_CLIENT_LIMITS: SlowClientLimits = {
  headersMs: 15_000,
  requestMs: 15 * 60_000,
  idleMs: 120_000,
  bodyGraceMs: 10_000,
  minBodyBytesPerSecond: 2048,
};

/** Fastify's and Node's own timeouts for these limits (see `buildApp`). */
export function serverTimeoutOptions(limits: SlowClientLimits): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.idleMs,
    requestTimeout: limits.requestMs,
    http: {
      headersTimeout: limits.headersMs,
      // Node checks both timeouts on this beat (30 s by default): a fifth of the shorter one.
      connectionsCheckingInterval: Math.max(
        100,
        Math.floor(Math.min(limits.headersMs, limits.requestMs) / 5),
      ),
    },
  };
}

/**
 * Cuts a body that arrives slower than `minBodyBytesPerSecond` on average once `bodyGraceMs` have
 * passed: the client gets a 408 `request_timeout` and the connection closes, so whatever the
 * request held (an upload slot, a socket) is let go. The socket's byte count is watched, not the
 * stream, so parsers and uploads read the body exactly as before.
 */
export function installBodyRateGuard(app: FastifyInstance, limits: SlowClientLimits): void {
  const checkEveryMs = Math.max(50, Math.floor(limits.bodyGraceMs / 5));
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const declared = Number(raw.headers['content-length'] ?? 0);
    if (!(declared > 0 || raw.headers['transfer-encoding'] !== undefined)) {
      done();
      return;
    }
    const socket = raw.socket;
    const bytesAtStart = socket.bytesRead;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const elapsedMs = Date.now() - startedAt;
      if (elapsedMs < limits.bodyGraceMs) return;
      const rate = ((socket.bytesRead - bytesAtStart) * 1000) / elapsedMs;
      if (rate >= limits.minBodyBytesPerSecond) return;
      clearInterval(timer);
      request.log.warn({ rate: Math.round(rate) }, 'request body too slow: cut');
      const error = new ApiError(ErrorCode.requestTimeout);
      if (!reply.raw.headersSent) {
        // The route may still be waiting on the body: the answer goes out here, once.
        reply.hijack();
        const body = JSON.stringify(error.toBody());
        reply.raw.writeHead(error.status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-store',
          connection: 'close',
        });
        // Then the body's reader (a parser, an upload) fails with it and lets go of what it holds:
        // once the answer is out, the request no longer counts as in flight and nothing else
        // would ever tell it the rest is not coming.
        reply.raw.end(body, () => raw.destroy(error));
      } else {
        raw.destroy(error);
      }
    }, checkEveryMs);
    timer.unref();
    reply.raw.once('close', () => clearInterval(timer));
    done();
  });
}
