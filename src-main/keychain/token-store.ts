/**
 * Where account tokens live. The app uses the OS keychain (`KeytarTokenStore`); the facade lets the
 * backend change without touching the services that read tokens.
 */
export interface TokenStore {
  set(accountId: string, token: string): Promise<void>;
  get(accountId: string): Promise<string | null>;
  /** Answers whether a token was there to delete. */
  delete(accountId: string): Promise<boolean>;
  /** Every account id with a stored token. */
  list(): Promise<string[]>;
}

export class KeychainUnavailableError extends Error {
  constructor(cause: unknown) {
    super('No se pudo acceder al llavero del sistema para guardar tu sesión.', { cause });
    this.name = 'KeychainUnavailableError';
  }
}
