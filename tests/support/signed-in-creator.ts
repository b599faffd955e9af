import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreApiClient } from '../../src-main/api/core-api-client';
import { AccountRegistry } from '../../src-main/session/account-registry';
import { SessionService } from '../../src-main/session/session-service';
import { MemoryTokenStore } from './memory-token-store';

/** Main's API client and session for a new creator signed up on the core API at `serverUrl`. */
export async function signedInCreator(
  serverUrl: string,
): Promise<{ api: CoreApiClient; session: SessionService }> {
  const api = new CoreApiClient({ baseUrl: async () => serverUrl, retryDelaysMs: [] });
  const session = new SessionService({
    api,
    tokens: new MemoryTokenStore(),
    registry: new AccountRegistry(await mkdtemp(join(tmpdir(), 'creator-'))),
    events: { emit: () => undefined },
    serverKey: async () => 'embedded',
  });
  await session.signUp({
    email: `creadora.${randomUUID().slice(0, 8)}@ejemplo.mx`,
    password: 'contraseña-1',
  });
  await session.defineRole({ role: 'influencer' });
  return { api, session };
}
