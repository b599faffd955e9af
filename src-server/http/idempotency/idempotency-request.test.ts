import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  capturedAnswer,
  decideOnStoredKey,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  IDEMPOTENCY_STALE_AFTER_MS,
  idempotencyKeyOf,
  isStorableStatus,
  requestBodyHash,
  type StoredKey,
} from './idempotency-request';

describe('idempotencyKeyOf', () => {
  it('takes 1 to 255 printable ASCII characters', () => {
    expect(idempotencyKeyOf('0b6c2f0e-8d8a-4c4e-9a55-3f1f3c1d2b7a')).toBe(
      '0b6c2f0e-8d8a-4c4e-9a55-3f1f3c1d2b7a',
    );
    expect(idempotencyKeyOf('a')).toBe('a');
    expect(idempotencyKeyOf('x'.repeat(255))).toBe('x'.repeat(255));
    expect(idempotencyKeyOf('with space ~!')).toBe('with space ~!');
  });

  it('refuses an empty, too long, non-ASCII or control-character key, and two keys', () => {
    expect(idempotencyKeyOf('')).toBeNull();
    expect(idempotencyKeyOf('x'.repeat(256))).toBeNull();
    expect(idempotencyKeyOf('clave-añadida')).toBeNull();
    expect(idempotencyKeyOf('tab\there')).toBeNull();
    expect(idempotencyKeyOf('del\x7f')).toBeNull();
    expect(idempotencyKeyOf(['a', 'b'])).toBeNull();
  });
});

describe('requestBodyHash', () => {
  it('is the same for the same data whatever its key order', () => {
    const a = { terms: { price: 10, deliverables: [{ network: 'x', quantity: 1 }] }, id: '1' };
    const b = { id: '1', terms: { deliverables: [{ quantity: 1, network: 'x' }], price: 10 } };
    expect(requestBodyHash(a)).toBe(requestBodyHash(b));
    expect(requestBodyHash(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when a value, an array order or the presence of a body differs', () => {
    expect(requestBodyHash({ price: 10 })).not.toBe(requestBodyHash({ price: 11 }));
    expect(requestBodyHash([1, 2])).not.toBe(requestBodyHash([2, 1]));
    expect(requestBodyHash(undefined)).not.toBe(requestBodyHash({}));
    expect(requestBodyHash('10')).not.toBe(requestBodyHash(10));
  });

  it('writes canonical JSON: sorted keys, undefined members left out', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: undefined })).toBe(
      '{"a":[true,null,"x"],"b":1}',
    );
  });
});

describe('decideOnStoredKey', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const request = { method: 'POST', path: '/api/v3/proposals/p1/counter/', body_hash: 'h1' };
  const stored = (overrides: Partial<StoredKey> = {}): StoredKey => ({
    ...request,
    state: 'done',
    created_at: new Date(now.getTime() - 1000),
    ...overrides,
  });

  it('replays the same finished request', () => {
    expect(decideOnStoredKey(stored(), request, now)).toBe('replay');
  });

  it('says the key is reused for another method, path or body, even while it runs', () => {
    expect(decideOnStoredKey(stored({ method: 'PUT' }), request, now)).toBe('reused');
    expect(decideOnStoredKey(stored({ path: '/other/' }), request, now)).toBe('reused');
    expect(decideOnStoredKey(stored({ body_hash: 'h2' }), request, now)).toBe('reused');
    expect(decideOnStoredKey(stored({ body_hash: 'h2', state: 'in_progress' }), request, now)).toBe(
      'reused',
    );
  });

  it('says the first request still runs', () => {
    expect(decideOnStoredKey(stored({ state: 'in_progress' }), request, now)).toBe('in_progress');
  });

  it('lets a key past 24 hours, or abandoned mid-request, be taken over', () => {
    const dayOld = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
    expect(decideOnStoredKey(stored({ created_at: dayOld }), request, now)).toBe('take_over');
    expect(
      decideOnStoredKey(stored({ created_at: dayOld, body_hash: 'other' }), request, now),
    ).toBe('take_over');
    const stale = new Date(now.getTime() - IDEMPOTENCY_STALE_AFTER_MS);
    expect(
      decideOnStoredKey(stored({ created_at: stale, state: 'in_progress' }), request, now),
    ).toBe('take_over');
    expect(decideOnStoredKey(stored({ created_at: stale }), request, now)).toBe('replay');
  });
});

describe('what is kept of an answer', () => {
  it('keeps 2xx and 4xx, never 5xx', () => {
    expect([200, 201, 204, 400, 404, 409, 422].every(isStorableStatus)).toBe(true);
    expect([500, 502, 503].some(isStorableStatus)).toBe(false);
  });

  it('keeps JSON answers parsed and an empty answer as null; nothing else', () => {
    const json = 'application/json; charset=utf-8';
    expect(capturedAnswer('{"response":{"id":"1"}}', json)).toEqual({
      storable: true,
      answer: { response: { id: '1' } },
    });
    expect(capturedAnswer(undefined, undefined)).toEqual({ storable: true, answer: null });
    expect(capturedAnswer('', json)).toEqual({ storable: true, answer: null });
    expect(capturedAnswer('<p>hola</p>', 'text/html')).toEqual({ storable: false });
    expect(capturedAnswer(Buffer.from('{}'), json)).toEqual({ storable: false });
    expect(capturedAnswer('{not json', json)).toEqual({ storable: false });
  });
});
