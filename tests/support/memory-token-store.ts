import type { TokenStore } from '../../src-main/keychain/token-store';

/** A keychain stand-in for service tests; the real Secret Service has its own test and the e2e. */
export class MemoryTokenStore implements TokenStore {
  readonly entries = new Map<string, string>();

  async set(accountId: string, token: string): Promise<void> {
    this.entries.set(accountId, token);
  }

  async get(accountId: string): Promise<string | null> {
    return this.entries.get(accountId) ?? null;
  }

  async delete(accountId: string): Promise<boolean> {
    return this.entries.delete(accountId);
  }

  async list(): Promise<string[]> {
    return [...this.entries.keys()].sort();
  }
}
