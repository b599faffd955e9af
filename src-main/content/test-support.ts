// Test-only: the content services' tests share these; nothing in the app imports this file.
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role, User } from '../../src-shared/domain/user';
import { MemoryTokenStore } from '../../tests/support/memory-token-store';
import { CoreApiClient } from '../api/core-api-client';
import type { FileDialogs, SaveFileKind } from '../exports/ports';
import { AccountRegistry } from '../session/account-registry';
import { SessionService } from '../session/session-service';

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
    registry: new AccountRegistry(await mkdtemp(join(tmpdir(), 'content-account-'))),
    events: { emit: () => undefined },
    serverKey: async () => 'embedded',
  });
  await session.signUp({
    email: `contenido.${randomUUID().slice(0, 8)}@ejemplo.mx`,
    password: 'contraseña-1',
  });
  const state = await session.defineRole({ role });
  if (!state.user) throw new Error('signed up without a user');
  return { api, session, user: state.user };
}

/**
 * The native dialogs as a person who accepts the suggested name in one folder, or closes the
 * next save dialog; it records what was asked and revealed.
 */
export class SavingDialogs implements FileDialogs {
  readonly saveRequests: { defaultName: string; kind: SaveFileKind; title: string }[] = [];
  readonly revealed: string[] = [];
  private closeNext = false;

  constructor(readonly folder: string) {}

  static async inTemporaryFolder(): Promise<SavingDialogs> {
    return new SavingDialogs(await mkdtemp(join(tmpdir(), 'content-saves-')));
  }

  closeNextDialog(): void {
    this.closeNext = true;
  }

  async chooseSavePath(defaultName: string, kind: SaveFileKind, title: string) {
    this.saveRequests.push({ defaultName, kind, title });
    const closed = this.closeNext;
    this.closeNext = false;
    return closed ? null : join(this.folder, defaultName);
  }

  async chooseFolder() {
    return this.folder;
  }

  reveal(path: string): void {
    this.revealed.push(path);
  }

  async openPath(): Promise<void> {}
}
