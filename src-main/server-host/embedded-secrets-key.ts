import { generateSecretsKey } from '../../src-server/secrets/secret-box';
import type { TokenStore } from '../keychain/token-store';

/**
 * The keychain service and entry of the embedded API's SECRETS_KEY: a service apart from the
 * sessions' (keytar-token-store.ts), so the key is never listed as a signed-in account.
 */
export const EMBEDDED_SECRETS_SERVICE = 'mx.marcacreadores.desktop.core-api';
export const EMBEDDED_SECRETS_ENTRY = 'secrets-key';

export interface EmbeddedSecretsKey {
  /** A SECRETS_KEY value (`id:base64key`). */
  key: string;
  /** Made now: tokens sealed with a lost key cannot be opened and are forgotten. */
  created: boolean;
}

/** The embedded API's key from the OS keychain, created there on first use. */
export async function embeddedSecretsKey(keychain: TokenStore): Promise<EmbeddedSecretsKey> {
  const stored = await keychain.get(EMBEDDED_SECRETS_ENTRY);
  if (stored) return { key: stored, created: false };
  const key = generateSecretsKey();
  await keychain.set(EMBEDDED_SECRETS_ENTRY, key);
  return { key, created: true };
}

export const embeddedSecretsKeyFrom = (keychain: TokenStore) => () => embeddedSecretsKey(keychain);
