import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiPath } from '../../src-shared/api/paths';
import { registerWithRole } from './harness/accounts';
import { availableEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

/**
 * Issue 35: slow clients cannot hold the server. Limits are short here (half a second of grace,
 * 1 KB/s at least, two seconds for headers) and every trickle is far below them (a byte every
 * 200 ms), so the outcome never depends on how fast this machine is. Engine-independent: PGlite.
 */
const LIMITS = {
  headersMs: 2_000,
  bodyGraceMs: 500,
  minBodyBytesPerSecond: 1024,
};
const TRICKLE_EVERY_MS = 200;

interface RawAnswer {
  /** The status line's code; 0 when the server closed without answering. */
  status: number;
  head: string;
  body: string;
  /** From the first byte written to the connection's close. */
  closedAfterMs: number;
}

/**
 * Writes `head` at once, then `body` one byte every TRICKLE_EVERY_MS, and reads until the server
 * closes the connection. Never ends the body by itself: only the server can end this.
 */
function trickle(url: string, head: string, body: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket: Socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < body.length && socket.writable) socket.write(body[sent++]!);
      }, TRICKLE_EVERY_MS);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    // A write after the server closed may fail: the answer read so far is what counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [answerHead = '', answerBody = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answerHead)?.[1] ?? 0),
        head: answerHead,
        body: answerBody,
        closedAfterMs: Date.now() - startedAt,
      });
    });
    setTimeout(() => reject(new Error('the server kept the trickle open')), 60_000).unref();
  });
}

describe('Slow clients (issue 35) · PGlite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(availableEngines[0]!, { slowClients: LIMITS });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('cuts a sign-in body trickled a byte at a time with 408 request_timeout', async () => {
    const body = JSON.stringify({ email: 'alguien@correo.mx', password: 'una-clave-larga' });
    const { host } = new URL(server.url);
    const answer = await trickle(
      server.url,
      `POST ${ApiPath.login} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ code: ErrorCode.requestTimeout });
    expect(answer.head.toLowerCase()).toContain('connection: close');
    // Cut long before the whole body could have arrived (a byte per 200 ms).
    expect(answer.closedAfterMs).toBeLessThan(body.length * TRICKLE_EVERY_MS);
  });

  it('lets trickled uploads go, so the account can upload again at once', async () => {
    const { token } = await registerWithRole(server);
    const { host } = new URL(server.url);
    const boundary = `----marca${randomUUID()}`;
    const part =
      `--${boundary}\r\nContent-Disposition: form-data; name="file_for_profile"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n${'x'.repeat(400)}\r\n--${boundary}--\r\n`;
    const head =
      `POST ${ApiPath.briefcase} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${part.length}\r\n\r\n`;
    // Three at once: every slot this account has.
    const answers = await Promise.all([1, 2, 3].map(() => trickle(server.url, head, part)));
    for (const answer of answers) expect(answer.status).toBe(408);

    // The slots are free again: a fourth upload is judged on its file, not refused with 429.
    const uploadAgain = async () => {
      const form = new FormData();
      form.append('file_for_profile', new Blob([Buffer.from('not an image')]), 'b.png');
      const next = await fetch(`${server.url}${ApiPath.briefcase}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return next.status;
    };
    // The slots go as the server's upload handlers end, just after the answers left.
    await expect.poll(uploadAgain, { timeout: 5_000 }).toBe(415);
  });

  it('closes a connection whose headers never end', async () => {
    const { host } = new URL(server.url);
    const answer = await trickle(
      server.url,
      `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n`,
      'X-Slow: ' + 'a'.repeat(200),
    );
    // Node answers 408 itself, or just closes: either way the socket is let go.
    expect([0, 408]).toContain(answer.status);
    expect(answer.closedAfterMs).toBeLessThan(200 * TRICKLE_EVERY_MS);
  });
});

describe('Answers other programs can rely on (issue 35) · PGlite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(availableEngines[0]!);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a known path with the wrong method 405 and Allow; an unknown path 404', async () => {
    const wrong = await fetch(`${server.url}${ApiPath.login}`, { method: 'GET' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(await wrong.json()).toMatchObject({ code: ErrorCode.methodNotAllowed });

    // A path with a parameter, without its trailing slash.
    const withParam = await fetch(`${server.url}/api/v3/profile/alguien`, { method: 'DELETE' });
    expect(withParam.status).toBe(405);
    expect(withParam.headers.get('allow')).toContain('GET');

    const unknown = await fetch(`${server.url}/api/v3/no-existe/`, { method: 'GET' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('allow')).toBeNull();
  });

  it('sends nosniff on every answer and no-store on JSON', async () => {
    const { token } = await registerWithRole(server);
    const json = await fetch(`${server.url}${ApiPath.profile}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    expect(json.headers.get('cache-control')).toBe('no-store');

    const error = await fetch(`${server.url}/api/v3/no-existe/`);
    expect(error.headers.get('x-content-type-options')).toBe('nosniff');
    expect(error.headers.get('cache-control')).toBe('no-store');
  });
});

describe('CORS for a team server (issue 35) · PGlite', () => {
  const allowed = 'https://panel.agencia.mx';
  let server: TestServer;
  let closed: TestServer;
  beforeAll(async () => {
    [server, closed] = await Promise.all([
      startTestServer(availableEngines[0]!, { corsOrigins: [allowed] }),
      startTestServer(availableEngines[0]!),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), closed?.close()]);
  });

  const preflight = (target: TestServer, origin: string) =>
    fetch(`${target.url}${ApiPath.profile}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('answers a listed origin’s preflight and marks its answers', async () => {
    const answer = await preflight(server, allowed);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(answer.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );

    const { token } = await registerWithRole(server);
    const read = await fetch(`${server.url}${ApiPath.profile}`, {
      headers: { origin: allowed, authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(allowed);
  });

  it('gives any other origin no CORS header, and a server without CORS_ORIGINS none at all', async () => {
    const other = await preflight(server, 'https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(`${server.url}/api/health`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();

    const none = await preflight(closed, allowed);
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
  });
});
