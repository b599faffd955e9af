import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, every answer asks the client to close its connection. Node closes
 * the keep-alive connections idle when the close begins, but one busy answering then stayed open
 * after its answer for the client's keep-alive time (Fastify's 72 s): quitting the app, or
 * stopping a team server, waited that long for nothing. In-flight requests still finish.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
