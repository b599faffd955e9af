import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters for new hashes; stored in each hash so they can be raised later. */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';
// Bounds for parameters read back from storage, so a corrupted row cannot exhaust memory.
const MAX_COST = 1 << 20;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * A real hash of a random password nobody knows. Login checks unknown e-mails against it so they
 * cost the same scrypt work as known ones and response times reveal nothing.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$16384$8$1$Ty_0UpAz-uIk5ZximvcL_Q$gm8LvBlMsYW4xzwo_E0X1A2wkZHBAHBZ5X8AQ_dRNp0oxmDddx55crYHWz8PVUs1kVIGWaFNNpcWvpYHrowOlQ';

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { ...options, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$key` with base64url salt and key: self-describing, no separate columns. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return [
    PREFIX,
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  options: ScryptOptions;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => Number.parseInt(part, 10));
  if (!N || !r || !p || N < 2 || N > MAX_COST || (N & (N - 1)) !== 0 || r > 32 || p > 16)
    return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { options: { N, r, p }, salt, key };
}

/** Constant-time comparison; a malformed stored hash simply does not match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  try {
    const candidate = await derive(password, parsed.salt, parsed.options, parsed.key.length);
    return timingSafeEqual(candidate, parsed.key);
  } catch {
    // Parameters Node refuses (a corrupted row): no match rather than a 500.
    return false;
  }
}
