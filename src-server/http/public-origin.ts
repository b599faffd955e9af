import { isIPv6 } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/**
 * The origin clients reach this API at, for absolute media and mail links: the configured public
 * URL (a deployment behind a proxy), else the address and port the request's connection arrived
 * on, which is where this server listens (right for the embedded API on 127.0.0.1 and its random
 * port). Never the request's Host header or forwarded headers: anyone can write those, and the
 * links would then point at their host.
 */
export function publicOrigin(
  request: FastifyRequest,
  context: Pick<AppContext, 'publicUrl'>,
): string {
  if (context.publicUrl) return context.publicUrl;
  const socket = request.socket as Partial<TLSSocket>;
  return `${socket.encrypted === true ? 'https' : 'http'}://${localAddress(request)}`;
}

/**
 * The origin a mailed link may point at, or null when there is none a mail program can use: the
 * configured public URL, else the listening address unless it is loopback. The embedded API
 * listens on 127.0.0.1 at a port that changes every start, so its mails link into the desktop
 * app instead (`marcacreadores://…`), which reaches whatever port the API has now.
 */
export function mailLinkOrigin(
  request: FastifyRequest,
  context: Pick<AppContext, 'publicUrl'>,
): string | null {
  if (context.publicUrl) return context.publicUrl;
  const origin = publicOrigin(request, context);
  return isLoopbackHost(new URL(origin).hostname) ? null : origin;
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

function localAddress(request: FastifyRequest): string {
  const { localAddress: address = '127.0.0.1', localPort } = request.socket;
  // A dual-stack listener reports IPv4 clients as IPv4-mapped IPv6 addresses.
  const plain =
    address.startsWith('::ffff:') && !address.slice(7).includes(':') ? address.slice(7) : address;
  const name = isIPv6(plain) ? `[${plain}]` : plain;
  return localPort ? `${name}:${localPort}` : name;
}
