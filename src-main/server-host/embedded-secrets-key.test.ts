import { describe, expect, it } from 'vitest';
import { MemoryTokenStore } from '../../tests/support/memory-token-store';
import { parseSecretsKey } from '../../src-server/secrets/secret-box';
import { EMBEDDED_SECRETS_ENTRY, embeddedSecretsKey } from './embedded-secrets-key';

describe('embedded API secrets key', () => {
  it('is made once in the keychain and read from there afterwards', async () => {
    const keychain = new MemoryTokenStore();
    const first = await embeddedSecretsKey(keychain);
    expect(first.created).toBe(true);
    expect(parseSecretsKey(first.key)).toHaveLength(1);
    expect(await keychain.get(EMBEDDED_SECRETS_ENTRY)).toBe(first.key);
    expect(await embeddedSecretsKey(keychain)).toEqual({ key: first.key, created: false });
  });
});
