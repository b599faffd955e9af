import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the server DATABASE_URL points at, so test files running in parallel never
 * see each other's rows: empty, or a copy of `template` (a database nobody is connected to).
 * Dropped with FORCE because a failed test may leave connections open.
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  { template }: { template?: string } = {},
): Promise<ThrowawayDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const from = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${from}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}
