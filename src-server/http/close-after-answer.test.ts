import Fastify, { type FastifyInstance } from 'fastify';
import { Agent, get } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { closeConnectionsWhenClosing } from './close-after-answer';

/** GET over a keep-alive connection; resolves with the status and body once the answer ends. */
function getKeepingAlive(url: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

/**
 * GETs `path` over a keep-alive connection, begins closing `app` once the answer is under way
 * (`begun`), and lets it finish (`finish`) only when the server has stopped listening, so the
 * connection is busy when the close begins. Resolves with the answer once the close has ended:
 * a close that waited out Fastify's 72 s keep-alive would run past the test's timeout.
 */
async function answerAcrossClose(
  app: FastifyInstance,
  path: string,
  begun: Promise<void>,
  finish: () => void,
): Promise<{ status: number; body: string }> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const agent = new Agent({ keepAlive: true });
  try {
    const answer = getKeepingAlive(`http://127.0.0.1:${port}${path}`, agent);
    await begun;
    const closed = app.close();
    while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    finish();
    const answered = await answer;
    await closed;
    return answered;
  } finally {
    agent.destroy();
  }
}

describe('closeConnectionsWhenClosing', () => {
  it('lets a request in flight finish, then closes without waiting out its keep-alive', async () => {
    const app = Fastify({ logger: false });
    closeConnectionsWhenClosing(app);
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    app.get('/slow', async () => {
      started();
      await new Promise<void>((resolve) => (finish = resolve));
      return { done: true };
    });
    expect(await answerAcrossClose(app, '/slow', requestStarted, () => finish())).toEqual({
      status: 200,
      body: '{"done":true}',
    });
  });

  it('closes a connection whose answer began before the close and ended after it', async () => {
    // A file streamed to the window (a video, a photo) has sent its headers, keep-alive included,
    // before the close begins; when its last byte goes out the connection would sit idle.
    const app = Fastify({ logger: false });
    closeConnectionsWhenClosing(app);
    const body = new PassThrough();
    let started!: () => void;
    const answerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/file', async (_request, reply) => {
      body.write('first part, ');
      setImmediate(started);
      return reply.type('text/plain').send(body);
    });
    expect(
      await answerAcrossClose(app, '/file', answerStarted, () => body.end('last part')),
    ).toEqual({ status: 200, body: 'first part, last part' });
  });
});
