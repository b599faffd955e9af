import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signRequest, verifySignedRequest } from './facebook-signed-request';

const secret = 'app-secret';
const now = new Date('2026-11-21T10:00:00Z');
const issued = Math.floor(now.getTime() / 1000) - 30;

describe('verifySignedRequest', () => {
  it('reads the user and the time of a request signed with the app secret', () => {
    const signed = signRequest(
      { algorithm: 'HMAC-SHA256', user_id: '10001', issued_at: issued, code: 'x' },
      secret,
    );
    expect(verifySignedRequest(signed, secret, now)).toEqual({
      userId: '10001',
      issuedAt: new Date(issued * 1000),
    });
  });

  it('refuses a request signed with another secret or altered after signing', () => {
    const signed = signRequest(
      { algorithm: 'HMAC-SHA256', user_id: '10001', issued_at: issued },
      'other',
    );
    expect(verifySignedRequest(signed, secret, now)).toBeNull();
    const genuine = signRequest(
      { algorithm: 'HMAC-SHA256', user_id: '10001', issued_at: issued },
      secret,
    );
    const [signature] = genuine.split('.');
    const forged = Buffer.from(
      JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: '666', issued_at: issued }),
    ).toString('base64url');
    expect(verifySignedRequest(`${signature}.${forged}`, secret, now)).toBeNull();
  });

  it('refuses another algorithm, a missing user and an answer older than an hour', () => {
    expect(
      verifySignedRequest(
        signRequest({ algorithm: 'none', user_id: '1', issued_at: issued }, secret),
        secret,
        now,
      ),
    ).toBeNull();
    expect(
      verifySignedRequest(
        signRequest({ algorithm: 'HMAC-SHA256', issued_at: issued }, secret),
        secret,
        now,
      ),
    ).toBeNull();
    expect(
      verifySignedRequest(
        signRequest({ algorithm: 'HMAC-SHA256', user_id: '1', issued_at: issued - 3700 }, secret),
        secret,
        now,
      ),
    ).toBeNull();
  });

  it('refuses malformed input without throwing', () => {
    for (const value of ['', '.', 'abc', 'a.b.c', 'sig.@@@', `x.${'a'.repeat(10)}`]) {
      expect(verifySignedRequest(value, secret, now)).toBeNull();
    }
    const body = Buffer.from('not json').toString('base64url');
    const signature = createHmac('sha256', secret).update(body).digest('base64url');
    expect(verifySignedRequest(`${signature}.${body}`, secret, now)).toBeNull();
  });
});
