import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackReceiver {
  redirectUri: string;
  /** Resolves with the callback's query once the browser comes back; rejects on timeout. */
  waitForCallback(timeoutMs: number): Promise<URLSearchParams>;
  close(): Promise<void>;
}

export class LoopbackTimeoutError extends Error {}

const PAGE = `<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>Marca Creadores</title>
<body style="font-family:system-ui;display:grid;place-items:center;height:90vh">
<p>Listo. Puedes cerrar esta pestaña y volver a Marca Creadores.</p></body></html>`;

/**
 * A one-shot HTTP listener on 127.0.0.1 and a random port (RFC 8252 §7.3): the browser is sent
 * back to it with the authorization code.
 */
export async function startLoopbackReceiver(): Promise<LoopbackReceiver> {
  let deliver: (params: URLSearchParams) => void = () => undefined;
  const received = new Promise<URLSearchParams>((resolve) => {
    deliver = resolve;
  });
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/callback') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
    deliver(url.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    redirectUri: `http://127.0.0.1:${port}/callback`,
    async waitForCallback(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new LoopbackTimeoutError()), timeoutMs);
      });
      try {
        return await Promise.race([received, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
