import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CoreApiClient } from './core-api-client';

type Route = (request: IncomingMessage, response: ServerResponse) => void;
let server: Server | undefined;

async function serve(route: Route): Promise<string> {
  server = createServer(route);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

describe('core-API client', () => {
  it('sends the bearer token and unwraps the response envelope', async () => {
    let seen: string | undefined;
    const url = await serve((request, response) => {
      seen = request.headers.authorization;
      json(response, 200, { response: { id: 'u1' } });
    });
    const client = new CoreApiClient({ baseUrl: async () => url });
    expect(await client.get('/api/v1/accounts/profile/', { token: 'abc' })).toEqual({ id: 'u1' });
    expect(seen).toBe('Bearer abc');
  });

  it('turns error bodies into typed errors with status, code and fields', async () => {
    const url = await serve((_request, response) =>
      json(response, 400, {
        code: 'validation_error',
        message: 'Revisa los datos.',
        fields: { email: ['Correo inválido'] },
      }),
    );
    const client = new CoreApiClient({ baseUrl: async () => url });
    await expect(client.post('/x/', {})).rejects.toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'Revisa los datos.',
      fields: { email: ['Correo inválido'] },
    });
  });

  it('reports an unreachable server as status 0, network_error', async () => {
    const url = await serve((_request, response) => json(response, 200, {}));
    await new Promise((resolve) => server!.close(resolve));
    const client = new CoreApiClient({ baseUrl: async () => url, retryDelaysMs: [] });
    await expect(client.get('/x/')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('refuses a 2xx answer without the envelope', async () => {
    const url = await serve((_request, response) => json(response, 200, { id: 'naked' }));
    const client = new CoreApiClient({ baseUrl: async () => url });
    await expect(client.get('/x/')).rejects.toMatchObject({ code: 'internal_error' });
  });

  it('retries idempotent calls on 503 but never a POST', async () => {
    let calls = 0;
    const url = await serve((_request, response) => {
      calls += 1;
      if (calls < 3) json(response, 503, { code: 'busy', message: 'Ocupado' });
      else json(response, 200, { response: 'ok' });
    });
    const client = new CoreApiClient({ baseUrl: async () => url, retryDelaysMs: [1, 1] });
    expect(await client.get('/x/')).toBe('ok');
    expect(calls).toBe(3);

    calls = 0;
    await expect(client.post('/x/', {})).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(1);
  });

  it('tells whether the core API answered: any HTTP answer yes, no answer no', async () => {
    const seen: boolean[] = [];
    const onReachability = (online: boolean) => seen.push(online);
    const url = await serve((request, response) =>
      request.url === '/ok/'
        ? json(response, 200, { response: 1 })
        : json(response, 404, { code: 'not_found', message: 'No' }),
    );
    const client = new CoreApiClient({
      baseUrl: async () => url,
      retryDelaysMs: [],
      onReachability,
    });
    await client.get('/ok/');
    await client.get('/missing/').catch(() => undefined);
    await new Promise((resolve) => server!.close(resolve));
    await client.get('/ok/').catch(() => undefined);
    expect(seen).toEqual([true, true, false]);

    const failingStart = new CoreApiClient({
      baseUrl: () => Promise.reject(new Error('PGlite no arrancó')),
      onReachability,
    });
    await expect(failingStart.get('/ok/')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
    expect(seen).toEqual([true, true, false, false]);
  });

  it('gives a call its own timeout, and one attempt when asked not to retry', async () => {
    let calls = 0;
    const url = await serve((request, response) => {
      calls += 1;
      if (request.url === '/slow/') {
        setTimeout(() => json(response, 200, { response: 'tarde' }), 300);
      } else json(response, 502, { code: 'provider_unavailable', message: 'Sin proveedor' });
    });
    const client = new CoreApiClient({ baseUrl: async () => url, retryDelaysMs: [1, 1] });
    expect(await client.get('/slow/', { timeoutMs: 2_000 })).toBe('tarde');
    await expect(client.get('/slow/', { timeoutMs: 50, retry: false })).rejects.toMatchObject({
      code: 'network_error',
    });
    calls = 0;
    await expect(client.get('/x/', { retry: false })).rejects.toMatchObject({
      status: 502,
      code: 'provider_unavailable',
    });
    expect(calls).toBe(1);
  });

  it('downloads bytes with their type, typing errors like the JSON calls', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const url = await serve((request, response) => {
      if (request.url === '/media/a.png') {
        response.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
      } else if (request.url === '/media/big.png') {
        response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(4096));
      } else if (request.url === '/media/html') {
        response.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Error</h1>');
      } else json(response, 404, { code: 'not_found', message: 'No está.' });
    });
    const client = new CoreApiClient({ baseUrl: async () => url, retryDelaysMs: [] });
    const fetched = await client.getBytes(`${url}/media/a.png`);
    expect(fetched.contentType).toBe('image/png');
    expect([...fetched.bytes]).toEqual([...png]);
    // A path is taken under the base URL.
    expect((await client.getBytes('/media/a.png')).bytes.byteLength).toBe(png.byteLength);

    await expect(client.getBytes(`${url}/media/otra.png`)).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'No está.',
    });
    await expect(client.getBytes(`${url}/media/html`)).rejects.toMatchObject({
      status: 500,
      code: 'internal_error',
    });
    await expect(client.getBytes(`${url}/media/big.png`, { maxBytes: 1024 })).rejects.toMatchObject(
      { status: 413, code: 'payload_too_large' },
    );
    await expect(client.getBytes('file:///etc/passwd')).rejects.toMatchObject({
      code: 'internal_error',
    });
  });
});
