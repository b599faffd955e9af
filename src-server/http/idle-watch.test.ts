import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { watchIdle } from './idle-watch';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app watched with a 1 s quiet time on a clock the test moves. */
function watchedApp() {
  const watched = Fastify();
  app = watched;
  const clock = { now: 0 };
  const idle = watchIdle(watched, 1000, () => clock.now);
  return {
    app: watched,
    clock,
    idle,
    /** Moves the clock on by `ms`, then asks. */
    quietFor: (ms: number) => {
      clock.now += ms;
      return idle();
    },
    listen: async () => {
      await watched.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(watched.server.address() as { port: number }).port}`;
    },
  };
}

describe('watchIdle', () => {
  it('is idle only with no request in flight and none for the quiet time', async () => {
    const watched = watchedApp();
    let finish = () => {};
    watched.app.get('/slow', () => new Promise((done) => (finish = () => done({ ok: true }))));
    const origin = await watched.listen();
    expect(watched.idle()).toBe(false);
    watched.clock.now = 1000;
    expect(watched.idle()).toBe(true);

    const answer = fetch(`${origin}/slow`);
    await expect.poll(() => watched.idle()).toBe(false);
    watched.clock.now = 5000;
    // Still answering, however long it takes.
    expect(watched.idle()).toBe(false);
    finish();
    await (await answer).json();
    expect(watched.idle()).toBe(false);
    await expect.poll(() => watched.quietFor(1000)).toBe(true);
  });

  it('counts a request whose client went away as ended', async () => {
    const watched = watchedApp();
    watched.app.get('/never', () => new Promise(() => {}));
    const origin = await watched.listen();
    const gone = new AbortController();
    const answer = fetch(`${origin}/never`, { signal: gone.signal }).catch(() => undefined);
    watched.clock.now = 2000;
    await expect.poll(() => watched.idle()).toBe(false);
    gone.abort();
    await answer;
    await expect.poll(() => watched.quietFor(1000)).toBe(true);
  });
});
