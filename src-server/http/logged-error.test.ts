import { Writable } from 'node:stream';
import Fastify, { type FastifyLoggerOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/database';
import { ApiError } from './errors';
import { errorHandler } from './error-handler';
import { requestLogOptions } from './request-log';

const SECRET = 'ana.secreta@example.com';

describe('The log line of a failed query', () => {
  let db: Kysely<unknown>;

  beforeAll(async () => {
    const dataTemplate = inject('pgliteTemplate');
    const location = dataTemplate ? { dataTemplate } : {};
    db = (await openDatabase(location)).db as unknown as Kysely<unknown>;
    await sql`create table people (id uuid primary key, email text unique, meta jsonb)`.execute(db);
    await sql`insert into people values (gen_random_uuid(), ${SECRET}, '{}')`.execute(db);
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
  });

  /** Runs `query` in a route of an app logging as the server does; the lines it wrote. */
  async function loggedLines(query: () => Promise<unknown>): Promise<string> {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const options = requestLogOptions();
    const app = Fastify({
      ...options,
      logger: { ...(options.logger as FastifyLoggerOptions), stream },
    });
    app.setErrorHandler(errorHandler);
    app.get('/falla/', query);
    const answer = await app.inject({ method: 'GET', url: '/falla/' });
    await app.close();
    expect(answer.statusCode).toBe(500);
    return lines.join('');
  }

  it('names the SQLSTATE and message, never the values sent', async () => {
    const failures: Array<[string, () => Promise<unknown>]> = [
      // `where` would carry "JSON data, line 1: …" with the text.
      [
        '22P05',
        () =>
          sql`insert into people values (gen_random_uuid(), 'x', ${`{"a":"${SECRET}\\u0000"}`}::jsonb)`.execute(
            db,
          ),
      ],
      // `detail` would carry "Key (email)=(…) already exists."
      [
        '23505',
        () => sql`insert into people values (gen_random_uuid(), ${SECRET}, '{}')`.execute(db),
      ],
      // The message itself would quote the value.
      ['22P02', () => sql`select * from people where id = ${SECRET}::uuid`.execute(db)],
      [
        '22021',
        () =>
          sql`insert into people values (gen_random_uuid(), ${`${SECRET}\u0000`}, '{}')`.execute(
            db,
          ),
      ],
      // Wrapped as the cause of an error the route throws.
      [
        '23505',
        async () => {
          try {
            await sql`insert into people values (gen_random_uuid(), ${SECRET}, '{}')`.execute(db);
          } catch (cause) {
            throw new ApiError('internal_error', { cause });
          }
        },
      ],
    ];
    for (const [code, query] of failures) {
      const log = await loggedLines(query);
      expect(log, code).toContain(`"code":"${code}"`);
      expect(log, code).toContain('request failed');
      expect(log, code).not.toContain('ana.secreta');
    }
  });
});
