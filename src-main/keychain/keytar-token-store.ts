import { KeychainUnavailableError, type TokenStore } from './token-store';

interface KeytarModule {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
  findCredentials(service: string): Promise<Array<{ account: string; password: string }>>;
}

export const DEFAULT_KEYCHAIN_SERVICE = 'mx.marcacreadores.desktop';

/** Loaded on first use: keytar is a native, optional dependency and may be missing. */
async function loadKeytar(): Promise<KeytarModule> {
  try {
    const imported = (await import('keytar')) as KeytarModule & { default?: KeytarModule };
    return imported.default ?? imported;
  } catch (error) {
    throw new KeychainUnavailableError(error);
  }
}

/** Tokens in the OS keychain (Secret Service, Keychain, Credential Vault) through keytar. */
export class KeytarTokenStore implements TokenStore {
  private keytar: Promise<KeytarModule> | undefined;

  constructor(private readonly service: string = DEFAULT_KEYCHAIN_SERVICE) {}

  private async backend(): Promise<KeytarModule> {
    this.keytar ??= loadKeytar();
    try {
      return await this.keytar;
    } catch (error) {
      this.keytar = undefined;
      throw error;
    }
  }

  private async attempt<T>(work: (keytar: KeytarModule) => Promise<T>): Promise<T> {
    const keytar = await this.backend();
    try {
      return await work(keytar);
    } catch (error) {
      throw new KeychainUnavailableError(error);
    }
  }

  /**
   * Tokens read or written in this process. Every call to the core API needs its account's
   * token, and the Secret Service answers over D-Bus: held in main's memory (never the
   * renderer's), a switch and the reads after it cost no keychain round trip (issue 34).
   */
  private readonly known = new Map<string, string>();
  /** Bumped by every write, so a read that started before one never caches the old token. */
  private writes = 0;

  async set(accountId: string, token: string): Promise<void> {
    this.writes += 1;
    this.known.delete(accountId);
    await this.attempt((keytar) => keytar.setPassword(this.service, accountId, token));
    this.known.set(accountId, token);
  }

  async get(accountId: string): Promise<string | null> {
    const known = this.known.get(accountId);
    if (known !== undefined) return known;
    const writes = this.writes;
    const token = await this.attempt((keytar) => keytar.getPassword(this.service, accountId));
    if (token !== null && writes === this.writes) this.known.set(accountId, token);
    return token;
  }

  async delete(accountId: string): Promise<boolean> {
    this.writes += 1;
    this.known.delete(accountId);
    return this.attempt((keytar) => keytar.deletePassword(this.service, accountId));
  }

  async list(): Promise<string[]> {
    const credentials = await this.attempt((keytar) => keytar.findCredentials(this.service));
    return credentials.map((credential) => credential.account).sort();
  }
}
