import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SecretBox } from './secret-box';

/**
 * The key ring of each open database, bound by startServer once the database is open. Kept beside
 * the database handle rather than passed down so every caller of the credential repository (OAuth
 * redeem, refresh, stories, tests seeding rows) seals and opens with the server's keys unchanged.
 * A transaction handle is another object: pass the server's database to the repository.
 */
const boxes = new WeakMap<Kysely<Database>, SecretBox | null>();

export function bindSecrets(db: Kysely<Database>, box: SecretBox | null): void {
  boxes.set(db, box);
}

export function secretsOf(db: Kysely<Database>): SecretBox {
  const box = boxes.get(db);
  if (box) return box;
  throw new Error(
    box === null
      ? 'SECRETS_KEY is not set: this server cannot store or read provider tokens'
      : 'No secrets bound to this database handle (use the server database, not a transaction)',
  );
}
