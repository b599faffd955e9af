import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets kept in the database (provider tokens). `SECRETS_KEY` names one or
 * more keys, `id:base64key[,id2:base64key2]`: the first seals, every one opens, so a key is
 * rotated by putting the new one first and dropping the old one once rows are re-sealed.
 */
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** `v1:<key id>:<iv>:<tag>:<ciphertext>`, base64url; anything else was stored before sealing. */
const SEALED = /^v1:([A-Za-z0-9_-]{1,32}):([A-Za-z0-9_-]+):([A-Za-z0-9_-]+):([A-Za-z0-9_-]*)$/;

export interface SecretKey {
  id: string;
  key: Buffer;
}

/** Parses `SECRETS_KEY`; the message never repeats a key. */
export function parseSecretsKey(text: string): SecretKey[] {
  const keys = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, index) => {
      const colon = part.indexOf(':');
      const id = colon > 0 ? part.slice(0, colon) : '';
      const key = Buffer.from(part.slice(colon + 1), 'base64');
      if (!KEY_ID.test(id) || key.length !== KEY_BYTES) {
        throw new Error(
          `SECRETS_KEY entry ${index + 1} must be id:base64 with an id of letters, digits, - or _ and a 32-byte key`,
        );
      }
      return { id, key };
    });
  if (keys.length === 0) throw new Error('SECRETS_KEY names no key');
  if (new Set(keys.map((key) => key.id)).size !== keys.length) {
    throw new Error('SECRETS_KEY names the same key id twice');
  }
  return keys;
}

/** A new `SECRETS_KEY` value of one random key. */
export function generateSecretsKey(id = 'k1'): string {
  return `${id}:${randomBytes(KEY_BYTES).toString('base64')}`;
}

export class SecretBox {
  private readonly byId: Map<string, Buffer>;
  private readonly primary: SecretKey;

  constructor(keys: readonly SecretKey[]) {
    const [primary] = keys;
    if (!primary) throw new Error('A SecretBox needs a key');
    this.primary = primary;
    this.byId = new Map(keys.map((key) => [key.id, key.key]));
  }

  static fromConfig(text: string): SecretBox {
    return new SecretBox(parseSecretsKey(text));
  }

  /**
   * Sealed with the first key. `context` (the row and column it is for) is authenticated, so a
   * sealed value copied into another row does not open there.
   */
  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.primary.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
    return [VERSION, this.primary.id, ...parts].join(':');
  }

  /** The clear value; a value stored before sealing comes back as it is. */
  open(stored: string, context: string): string {
    const match = SEALED.exec(stored);
    if (!match) return stored;
    const [, id = '', iv = '', tag = '', body = ''] = match;
    const key = this.byId.get(id);
    if (!key) throw new Error(`Sealed with key "${id}", which SECRETS_KEY does not name`);
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }

  /** Whether `stored` is already sealed with the first key (else: clear, or an older key). */
  sealedWithPrimary(stored: string): boolean {
    return SEALED.exec(stored)?.[1] === this.primary.id;
  }
}
