import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { watchIdle } from './idle-watch';

describe('watchIdle', () => {
  it('is idle only with no request in flight and none for the quiet time', async () => {
    let clock = 0;
    const app = Fastify();
    const idle = watchIdle(app, 1000, () => clock);
    const quietFor = (ms: number) => {
      clock += ms;
      return idle();
    };
    let finish = () => {};
    app.get('/slow', () => new Promise((done) => (finish = () => done({ ok: true }))));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(idle()).toBe(false);
      clock = 1000;
      expect(idle()).toBe(true);

      const answer = fetch(
        `http://127.0.0.1:${(app.server.address() as { port: number }).port}/slow`,
      );
      await expect.poll(() => idle()).toBe(false);
      clock = 5000;
      // Still answering, however long it takes.
      expect(idle()).toBe(false);
      finish();
      await (await answer).json();
      expect(idle()).toBe(false);
      await expect.poll(() => quietFor(1000)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('counts a request whose client went away as ended', async () => {
    let clock = 0;
    const app = Fastify();
    const idle = watchIdle(app, 1000, () => clock);
    const quietFor = (ms: number) => {
      clock += ms;
      return idle();
    };
    app.get('/never', () => new Promise(() => {}));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (app.server.address() as { port: number }).port;
      const gone = new AbortController();
      const answer = fetch(`http://127.0.0.1:${port}/never`, { signal: gone.signal }).catch(
        () => undefined,
      );
      clock = 2000;
      await expect.poll(() => idle()).toBe(false);
      gone.abort();
      await answer;
      await expect.poll(() => quietFor(1000)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
