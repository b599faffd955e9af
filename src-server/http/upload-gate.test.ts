import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { UploadGate } from './upload-gate';

function fakeReply() {
  const headers: Record<string, string> = {};
  const reply = {
    header: (name: string, value: string) => {
      headers[name] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

describe('UploadGate', () => {
  const limits = { perUser: 2, perProcess: 3, retryAfterSeconds: 7 };

  it('refuses past the per-account limit with a 429 and Retry-After, and lets the next in once one ends', () => {
    const gate = new UploadGate(limits);
    const { reply, headers } = fakeReply();
    const first = gate.enter('ana', reply);
    gate.enter('ana', reply);
    const refusal = (() => {
      try {
        gate.enter('ana', reply);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(429);
    expect((refusal as ApiError).code).toBe('rate_limited');
    expect(headers['retry-after']).toBe('7');
    // Another account still has room in the server.
    gate.enter('beto', reply);
    first();
    first(); // releasing twice frees one slot only
    expect(() => gate.enter('ana', reply)).not.toThrow();
    expect(() => gate.enter('carla', reply)).toThrow(ApiError);
  });
});
