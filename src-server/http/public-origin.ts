import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** A host name or IP literal with an optional port: nothing else is echoed back into URLs. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin clients reach this API at, for absolute media URLs: the configured public URL (a
 * deployment behind a proxy), else the protocol and Host of the request itself, which is right
 * for the embedded API on 127.0.0.1 and its random port. A Host header that is not a plain
 * host[:port] is not trusted; the address the request arrived on is used instead.
 */
export function publicOrigin(
  request: FastifyRequest,
  context: Pick<AppContext, 'publicUrl'>,
): string {
  if (context.publicUrl) return context.publicUrl;
  const host = HOST.test(request.host) ? request.host : localAddress(request);
  return `${request.protocol}://${host}`;
}

function localAddress(request: FastifyRequest): string {
  const { localAddress: address = '127.0.0.1', localPort } = request.socket;
  const name = isIPv6(address) ? `[${address}]` : address;
  return localPort ? `${name}:${localPort}` : name;
}
