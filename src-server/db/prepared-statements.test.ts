import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { PLAN_WITH_VALUES } from './prepared-statements';

describe('Statements parsed once per connection', () => {
  let db: Kysely<unknown>;

  beforeAll(async () => {
    db = (await openDatabase({})).db as unknown as Kysely<unknown>;
    await sql`create table notes (id int primary key, body text)`.execute(db);
    await sql`insert into notes values (1, 'uno'), (2, 'dos')`.execute(db);
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
  });

  const read = (id: number) =>
    sql<Record<string, unknown>>`select * from notes where id = ${id}`.execute(db);

  it('answer the same as unnamed ones, with each call’s own values', async () => {
    expect((await read(1)).rows).toEqual([{ id: 1, body: 'uno' }]);
    expect((await read(2)).rows).toEqual([{ id: 2, body: 'dos' }]);
  });

  it('keep answering when a migration changes a table under them', async () => {
    expect((await read(1)).rows).toEqual([{ id: 1, body: 'uno' }]);
    await sql`alter table notes add column pinned boolean not null default false`.execute(db);
    expect((await read(1)).rows).toEqual([{ id: 1, body: 'uno', pinned: false }]);
    expect((await read(2)).rows).toEqual([{ id: 2, body: 'dos', pinned: false }]);
  });

  it('leave a statement marked PLAN_WITH_VALUES unnamed, so each call is planned with its values', async () => {
    const marked = (id: number) =>
      sql<{ body: string }>`select body from notes where id = ${id} ${PLAN_WITH_VALUES}`.execute(
        db,
      );
    expect((await marked(2)).rows).toEqual([{ body: 'dos' }]);
    await read(1);
    const { rows } = await sql<{ statement: string }>`
      select statement from pg_prepared_statements`.execute(db);
    const statements = rows.map((row) => row.statement);
    expect(statements.some((text) => text.includes('select * from notes'))).toBe(true);
    expect(statements.some((text) => text.includes('select body from notes'))).toBe(false);
  });
});
