import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role, User } from '../../src-shared/domain/user';
import { CoreApiClient } from '../../src-main/api/core-api-client';
import { AccountRegistry } from '../../src-main/session/account-registry';
import { SessionService } from '../../src-main/session/session-service';
import { MemoryTokenStore } from './memory-token-store';

export interface SignedIn {
  api: CoreApiClient;
  session: SessionService;
  user: User;
}

/** Main's API client and session for a new account with `role` on the core API at `serverUrl`. */
export async function signedIn(serverUrl: string, role: Role): Promise<SignedIn> {
  const api = new CoreApiClient({ baseUrl: async () => serverUrl, retryDelaysMs: [] });
  const session = new SessionService({
    api,
    tokens: new MemoryTokenStore(),
    registry: new AccountRegistry(await mkdtemp(join(tmpdir(), `${role}-`))),
    events: { emit: () => undefined },
    serverKey: async () => 'embedded',
  });
  await session.signUp({
    email: `${role}.${randomUUID().slice(0, 8)}@ejemplo.mx`,
    password: 'contraseña-1',
  });
  const state = await session.defineRole({ role });
  if (!state.user) throw new Error('signed up without a user');
  return { api, session, user: state.user };
}

/** Main's API client and session for a new creator signed up on the core API at `serverUrl`. */
export function signedInCreator(serverUrl: string): Promise<SignedIn> {
  return signedIn(serverUrl, 'influencer');
}
