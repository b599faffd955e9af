import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies through Fastify's own safe parser (prototype-poisoning checks), except that an empty
 * body counts as no body: clients often send `Content-Type: application/json` on body-less POSTs
 * such as logout, and the route's schema decides whether a body was needed.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim().length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
