import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries (issue 35): `nosniff`, so a browser never reads an answer as
 * another type than it says (an uploaded file as a page), and `no-store` on JSON, which holds
 * accounts' data: no shared cache or disk keeps it. A route that sets its own `Cache-Control`
 * keeps it.
 */
export function installAnswerHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header('x-content-type-options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
