import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sealStoredCredentials } from '../networks/credential-repository';
import { bindSecrets } from './database-secrets';
import { generateSecretsKey, SecretBox } from './secret-box';

/** The key of a PGlite server without SECRETS_KEY, beside its data, readable by its owner only. */
export const SECRETS_KEY_FILE = 'secrets.key';

export interface SecretsSource {
  /** `SECRETS_KEY`: `id:base64key[,id2:base64key2]`, the first seals. */
  secretsKey?: string;
  databaseUrl?: string;
  dataDir?: string;
  /** Whether this server may store provider tokens (some OAuth connection is configured). */
  storesProviderTokens: boolean;
  /** Grants sealed with a key SECRETS_KEY no longer names are deleted instead of stopping the start. */
  forgetUnreadableGrants?: boolean;
}

/**
 * Opens the key ring the server seals provider tokens with, binds it to the database and seals
 * what is still stored in clear or under an older key. Without SECRETS_KEY: a PGlite folder keeps
 * a generated key in `secrets.key` (0600), an in-memory database a key that dies with it, and
 * PostgreSQL, shared by processes that must agree on one key, refuses to start once it has or may
 * store provider tokens.
 */
export async function openSecrets(db: Kysely<Database>, source: SecretsSource): Promise<void> {
  const box = await secretBoxFor(db, source);
  bindSecrets(db, box);
  if (box) {
    await sealStoredCredentials(db, { forgetUnreadable: source.forgetUnreadableGrants === true });
  }
}

async function secretBoxFor(
  db: Kysely<Database>,
  source: SecretsSource,
): Promise<SecretBox | null> {
  if (source.secretsKey) return SecretBox.fromConfig(source.secretsKey);
  if (source.databaseUrl) {
    if (!source.storesProviderTokens && !(await hasStoredCredentials(db))) return null;
    throw new Error(
      'SECRETS_KEY is required with DATABASE_URL to encrypt provider tokens (id:base64 of 32 random bytes, e.g. k1:$(openssl rand -base64 32)); every API process needs the same value',
    );
  }
  if (source.dataDir) return SecretBox.fromConfig(await keyFileIn(source.dataDir));
  return SecretBox.fromConfig(generateSecretsKey(`m${randomBytes(4).toString('hex')}`));
}

async function hasStoredCredentials(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('network_credentials').select('user_network').limit(1).execute();
  return row.length > 0;
}

/** Read, or created once (exclusive create: two first starts cannot write two keys). */
async function keyFileIn(dataDir: string): Promise<string> {
  const path = join(dataDir, SECRETS_KEY_FILE);
  try {
    await writeFile(path, generateSecretsKey(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(path, 'utf8')).trim();
}
