import type { FastifyInstance } from 'fastify';

/** How often a closing server looks for connections that have gone idle since the close began. */
const IDLE_SWEEP_MS = 100;

/**
 * A closing server lets requests in flight finish, then closes their connections at once. Node
 * closes the keep-alive connections idle when the close begins, but one busy then stayed open
 * after its answer for the client's keep-alive time (Fastify's 72 s): quitting the app, stopping
 * a team server or a test's `afterAll` waited that long for nothing. So, once closing, every
 * answer asks the client to close its connection, and connections that go idle are closed.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    if (!app.server.listening) return;
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
