import type { FastifyInstance } from 'fastify';

/**
 * Whether `app` is idle: no request in flight and none ended in the last `quietMs`. Work that
 * would hold requests back (pglite-housekeeping.ts) waits for it. A request counts until its
 * connection's answer closes, whether it was sent in full or the client went away.
 */
export function watchIdle(
  app: FastifyInstance,
  quietMs: number,
  now: () => number = Date.now,
): () => boolean {
  let inFlight = 0;
  let lastActivity = now();
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight += 1;
    lastActivity = now();
    reply.raw.once('close', () => {
      inFlight -= 1;
      lastActivity = now();
    });
    done();
  });
  return () => inFlight === 0 && now() - lastActivity >= quietMs;
}
