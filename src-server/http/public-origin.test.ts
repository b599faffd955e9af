import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mailLinkOrigin, publicOrigin } from './public-origin';

/** A request as it arrived on this server's listening address. */
const arrivedAt = (localAddress: string, localPort: number) =>
  ({ socket: { localAddress, localPort } }) as unknown as FastifyRequest;

describe('the origin links are built on', () => {
  it('is the public URL when one is configured, for media and mail alike', () => {
    const context = { publicUrl: 'https://api.marca.mx' };
    expect(publicOrigin(arrivedAt('127.0.0.1', 4100), context)).toBe('https://api.marca.mx');
    expect(mailLinkOrigin(arrivedAt('127.0.0.1', 4100), context)).toBe('https://api.marca.mx');
  });

  it('without one, mail from a server on loopback has no origin (the app’s own link instead)', () => {
    const context = { publicUrl: null };
    for (const [address, port] of [
      ['127.0.0.1', 41234],
      ['::ffff:127.0.0.1', 41234],
      ['::1', 41234],
      ['127.3.2.1', 80],
    ] as const) {
      expect(publicOrigin(arrivedAt(address, port), context)).toMatch(/^http:\/\//);
      expect(mailLinkOrigin(arrivedAt(address, port), context)).toBeNull();
    }
  });

  it('without one, a team server reached on its network address keeps that address in mail', () => {
    const context = { publicUrl: null };
    expect(mailLinkOrigin(arrivedAt('192.168.1.20', 8080), context)).toBe(
      'http://192.168.1.20:8080',
    );
    expect(mailLinkOrigin(arrivedAt('::ffff:10.0.0.5', 8080), context)).toBe(
      'http://10.0.0.5:8080',
    );
  });
});
