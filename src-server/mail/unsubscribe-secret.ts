import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sharedSecret } from '../secrets/shared-secrets';

/** The unsubscribe secret of a PGlite server without UNSUBSCRIBE_SECRET, beside its data. */
export const UNSUBSCRIBE_SECRET_FILE = 'unsubscribe.key';
/** 256 bits, as base64url or any text of at least this many characters. */
export const UNSUBSCRIBE_SECRET_MIN_LENGTH = 32;
/** Its row in `shared_secrets` on PostgreSQL. */
export const UNSUBSCRIBE_SECRET_NAME = 'unsubscribe';

/**
 * The key unsubscribe links are signed with: UNSUBSCRIBE_SECRET when set; else on PostgreSQL
 * one generated once and kept in the database (`sharedDatabase`), so every API process signs
 * and checks links with the same key and links outlive restarts; else a PGlite folder keeps a
 * generated one in `unsubscribe.key` (0600); else (in-memory PGlite) one for this process only,
 * and `persistent` says so: links it signed stop working when it stops.
 */
export async function unsubscribeSecretFor(options: {
  unsubscribeSecret?: string;
  dataDir?: string;
  /** The PostgreSQL this process shares with the team's other API processes. */
  sharedDatabase?: Kysely<Database>;
}): Promise<{ secret: string; persistent: boolean }> {
  if (options.unsubscribeSecret) return { secret: options.unsubscribeSecret, persistent: true };
  if (options.sharedDatabase) {
    const secret = await sharedSecret(options.sharedDatabase, UNSUBSCRIBE_SECRET_NAME, newSecret);
    return { secret, persistent: true };
  }
  if (options.dataDir) return { secret: await secretFileIn(options.dataDir), persistent: true };
  return { secret: newSecret(), persistent: false };
}

const newSecret = (): string => randomBytes(32).toString('base64url');

/** Read, or created once (exclusive create: two first starts cannot write two secrets). */
async function secretFileIn(dataDir: string): Promise<string> {
  const path = join(dataDir, UNSUBSCRIBE_SECRET_FILE);
  try {
    await writeFile(path, newSecret(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(path, 'utf8')).trim();
  if (secret.length < UNSUBSCRIBE_SECRET_MIN_LENGTH) {
    throw new Error(`${path} must hold at least ${UNSUBSCRIBE_SECRET_MIN_LENGTH} characters`);
  }
  return secret;
}
