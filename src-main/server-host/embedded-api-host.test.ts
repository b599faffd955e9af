import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryTokenStore } from '../../tests/support/memory-token-store';
import { SECRETS_KEY_FILE } from '../../src-server/secrets/server-secrets';
import { EmbeddedApiHost } from './embedded-api-host';
import { EMBEDDED_SECRETS_ENTRY, embeddedSecretsKey } from './embedded-secrets-key';

// Two real starts, the first migrating a new PGlite folder: seconds on an idle machine, far more on
// a loaded one, so the limit is there only to catch a start that never ends.
describe('embedded core API host', { timeout: 180_000 }, () => {
  let userData: string;
  afterAll(async () => {
    await rm(userData, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 and a random port, keeps its data in the user-data folder across restarts', async () => {
    userData = await mkdtemp(join(tmpdir(), 'embedded-host-'));
    const credentials = { email: 'persistente@ejemplo.mx', password: 'contraseña-1' };
    const post = (url: string, path: string) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });

    const keychain = new MemoryTokenStore();
    const keyFromKeychain = () => embeddedSecretsKey(keychain);
    const first = new EmbeddedApiHost(userData, { secretsKey: keyFromKeychain });
    const url = await first.url();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await first.url()).toBe(url);
    expect((await post(url, '/api/v1/accounts/register/')).status).toBe(201);
    await first.stop();
    expect(existsSync(first.dataDir)).toBe(true);
    // Provider tokens are sealed with a key the OS keychain keeps, not one beside the data.
    expect(await keychain.get(EMBEDDED_SECRETS_ENTRY)).toMatch(/^k1:/);
    expect(existsSync(join(first.dataDir, SECRETS_KEY_FILE))).toBe(false);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    const second = new EmbeddedApiHost(userData, { secretsKey: keyFromKeychain });
    const again = await second.url();
    expect((await post(again, '/api/v1/accounts/login/')).status).toBe(200);
    await second.stop();
  });
});
