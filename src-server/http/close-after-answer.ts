import type { FastifyInstance } from 'fastify';

/** How often a closing server looks for connections that have just finished their answer. */
const IDLE_SWEEP_MS = 50;

/**
 * Once the server is closing, no connection outlives its answer. Node closes the keep-alive
 * connections idle when the close begins, but one busy answering then stayed open after its answer
 * for the client's keep-alive time (Fastify's 72 s): quitting the app, or stopping a team server,
 * waited that long for nothing. An answer whose headers are still to go says `Connection: close`;
 * one already under way (a file being streamed, its headers sent with keep-alive) has its
 * connection closed by a sweep soon after its last byte, so no request pays for this while the
 * server is open. In-flight requests still finish.
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
