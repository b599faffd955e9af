import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes into a self-describing scrypt string with a random salt', async () => {
    const first = await hashPassword('correcta-123');
    const second = await hashPassword('correcta-123');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('correcta-123');
    expect(await verifyPassword('correcta-123', stored)).toBe(true);
    expect(await verifyPassword('Correcta-123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats equivalent Unicode spellings as the same password', async () => {
    const stored = await hashPassword('contraseñá');
    expect(await verifyPassword('contrasen\u0303a\u0301', stored)).toBe(true);
  });

  it('rejects malformed or abusive stored hashes without throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1$8$1$c2FsdA$a2V5',
      'scrypt$2097152$8$1$c2FsdA$a2V5',
      'bcrypt$x',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('ships a well-formed dummy hash that matches nothing practical', async () => {
    expect(DUMMY_PASSWORD_HASH).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correcta-123', DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
