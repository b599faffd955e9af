import { Writable } from 'node:stream';
import Fastify, { type FastifyLoggerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogOptions } from './request-log';

async function loggedLines(path: string): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const options = requestLogOptions();
  const app = Fastify({
    ...options,
    logger: { ...(options.logger as FastifyLoggerOptions), stream },
  });
  app.get('/api/v3/social/validate/token/:token/', async () => ({ ok: true }));
  app.get('/falla/', async () => {
    throw new Error('boom');
  });
  await app.inject({ method: 'GET', url: path });
  await app.close();
  return lines;
}

describe('request logs', () => {
  it('writes one line per answered request: method, redacted path, status, time', async () => {
    const lines = await loggedLines('/api/v3/social/validate/token/EAAB123/');
    const requests = lines.filter((line) => line.reqId);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v3/social/validate/token/[redacted]/' },
      res: { statusCode: 200 },
    });
    expect(typeof requests[0]?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('EAAB123');
  });

  it('keeps errors in the log', async () => {
    const lines = await loggedLines('/falla/');
    const errors = lines.filter((line) => (line.level as number) >= 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(errors)).toContain('boom');
  });
});
