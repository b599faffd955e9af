import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '../../../src-server/index';
import type { ApiErrorBody } from '../../../src-shared/api/envelope';
import { checkAnswerAgainstContract } from './answer-contract';
import type { Engine } from './engines';

/**
 * One key for every test server of a run, so a server restarted on the same database (and two
 * servers sharing one) open each other's sealed provider tokens, as a team's processes do.
 */
export const TEST_SECRETS_KEY = `test:${Buffer.alloc(32, 7).toString('base64')}`;

/** A clock tests can move forward (token expiry) without touching rows. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

/** Either shape may come back; tests assert which one they expect. */
export type AnswerBody<R> = { response: R } & Partial<ApiErrorBody>;

export interface Answer<R = unknown> {
  status: number;
  body: AnswerBody<R>;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, with Content-Type application/json unless headers say otherwise. */
  rawBody?: string;
  /** Sent as multipart/form-data; fetch writes the Content-Type with its boundary. */
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
  /**
   * Why this answer is not checked against the OpenAPI document. Only for requests that
   * deliberately go where no route is (unknown paths) and check the raw answer; every other JSON
   * answer must match the document (answer-contract.ts).
   */
  uncheckedBecause?: string;
}

export interface TestServer {
  url: string;
  server: RunningServer;
  clock: TestClock;
  request<R = unknown>(method: string, path: string, options?: RequestOptions): Promise<Answer<R>>;
  close(): Promise<void>;
}

/** A real server over HTTP on a database of its own, already migrated, of the given engine. */
export async function startTestServer(
  engine: Pick<Engine, 'name' | 'migratedDatabase'>,
  overrides: Partial<ServerOptions> = {},
): Promise<TestServer> {
  const database = await engine.migratedDatabase();
  // Uploads go to a folder of this server's own, never to ./.data/media of the checkout.
  const mediaDir = await mkdtemp(join(tmpdir(), 'api-test-media-'));
  const dispose = async () => {
    await database.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  };
  const clock = createTestClock();
  let server: RunningServer;
  try {
    server = await startServer({
      port: 0,
      // High by default so ordinary tests never trip it; the rate-limit test sets its own.
      rateLimit: { max: 10_000, timeWindowMs: 60_000 },
      secretsKey: TEST_SECRETS_KEY,
      now: clock.now,
      mediaDir,
      ...database.options,
      ...overrides,
    });
  } catch (error) {
    await dispose();
    throw error;
  }

  async function request<R>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Answer<R>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined = options.form;
    if (options.rawBody !== undefined || options.body !== undefined) {
      body = options.rawBody ?? JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await response.text();
    const json = /^application\/json\b/.test(response.headers.get('content-type') ?? '');
    const answered = (text ? JSON.parse(text) : undefined) as AnswerBody<R>;
    if (json && text && options.uncheckedBecause === undefined) {
      checkAnswerAgainstContract(method, path, response.status, answered);
    }
    return { status: response.status, body: answered, headers: response.headers };
  }

  return {
    url: server.url,
    server,
    clock,
    request,
    close: async () => {
      await server.close();
      await dispose();
    },
  };
}
