import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isSessionWrite, watchSessionWrites } from './session-write-watch';

function recordingPool(events: string[]): PostgresPool {
  const client = {
    query: async (text: string) => {
      events.push(`run ${text.split(' ')[0]}`);
      return { rows: [], command: 'SELECT', rowCount: 0 };
    },
    release: () => events.push('release'),
  } as unknown as PostgresPoolClient;
  return { connect: async () => client, end: async () => undefined };
}

function observed() {
  const events: string[] = [];
  const pool = watchSessionWrites(recordingPool(events), {
    writeStarted: () => events.push('started'),
    writeSettled: () => events.push('settled'),
  });
  return { events, pool };
}

describe('watchSessionWrites', () => {
  it('tells which statements change a session', () => {
    expect(isSessionWrite('update "users" set "role" = $1 where "id" = $2')).toBe(true);
    expect(isSessionWrite('delete from "auth_tokens" where "user_id" = $1')).toBe(true);
    expect(isSessionWrite('truncate table users')).toBe(true);
    expect(isSessionWrite('select * from "users" where "id" = $1')).toBe(false);
    expect(isSessionWrite('insert into "auth_tokens" ("id") values ($1)')).toBe(false);
    expect(isSessionWrite('update "users_networks" set "x" = 1')).toBe(false);
    expect(isSessionWrite('update "brand_users" set "x" = 1')).toBe(false);
  });

  it('settles a write on its own once it ran', async () => {
    const { events, pool } = observed();
    const client = await pool.connect();
    await client.query('update "users" set "role" = $1', ['creator']);
    await client.query('select 1', []);
    expect(events).toEqual(['started', 'run update', 'settled', 'run select']);
  });

  it('settles a write inside a transaction only when it commits or rolls back', async () => {
    const { events, pool } = observed();
    const client = await pool.connect();
    await client.query('begin', []);
    await client.query('update "auth_tokens" set "revoked_at" = $1', [new Date()]);
    await client.query('delete from "auth_tokens" where "id" = $1', ['t']);
    await client.query('select 1', []);
    expect(events.filter((event) => event === 'settled')).toEqual([]);
    await client.query('commit', []);
    expect(events.slice(-3)).toEqual(['run commit', 'settled', 'settled']);
  });

  it('settles what a released client left unfinished', async () => {
    const { events, pool } = observed();
    const client = await pool.connect();
    await client.query('begin', []);
    await client.query('update "users" set "name" = $1', ['Ana']);
    client.release();
    expect(events.slice(-2)).toEqual(['settled', 'release']);
  });

  it('settles a write that failed', async () => {
    const events: string[] = [];
    const failing = {
      connect: async () =>
        ({
          query: async () => {
            throw new Error('boom');
          },
          release: () => undefined,
        }) as unknown as PostgresPoolClient,
      end: async () => undefined,
    };
    const pool = watchSessionWrites(failing, {
      writeStarted: () => events.push('started'),
      writeSettled: () => events.push('settled'),
    });
    const client = await pool.connect();
    await expect(client.query('update "users" set "x" = 1', [])).rejects.toThrow('boom');
    expect(events).toEqual(['started', 'settled']);
  });
});
