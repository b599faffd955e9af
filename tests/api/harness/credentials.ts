import type { Kysely, Selectable } from 'kysely';
import type { Database, NetworkCredentialsTable } from '../../../src-server/db/schema';
import { SEALED_COLUMNS, sealContext } from '../../../src-server/networks/credential-repository';
import { secretsOf } from '../../../src-server/secrets/database-secrets';

type CredentialRow = Selectable<NetworkCredentialsTable>;

/**
 * A connection's stored grant rows with the sealed tokens opened, for tests that check which
 * tokens the server kept (sealing itself: tests/api/sealed-credentials.test.ts).
 */
export async function openedCredentials(
  db: Kysely<Database>,
  userNetwork: string,
): Promise<CredentialRow[]> {
  const rows = await db
    .selectFrom('network_credentials')
    .selectAll()
    .where('user_network', '=', userNetwork)
    .execute();
  const box = secretsOf(db);
  return rows.map((row) => {
    const opened = { ...row };
    for (const column of SEALED_COLUMNS) {
      const value = row[column];
      if (value !== null) opened[column] = box.open(value, sealContext(column, userNetwork));
    }
    return opened;
  });
}
