import { describe, expect, it } from 'vitest';
import { generateSecretsKey, parseSecretsKey, SecretBox } from './secret-box';

describe('SecretBox', () => {
  const oldKey = generateSecretsKey('old');
  const newKey = generateSecretsKey('new');

  it('seals with the first key, names it, and opens only in the same row and column', () => {
    const box = SecretBox.fromConfig(oldKey);
    const sealed = box.seal('ya29.token-secreto', 'access_token:row-1');
    expect(sealed).toMatch(/^v1:old:/);
    expect(sealed).not.toContain('token-secreto');
    expect(box.open(sealed, 'access_token:row-1')).toBe('ya29.token-secreto');
    expect(() => box.open(sealed, 'access_token:row-2')).toThrow();
    expect(() => SecretBox.fromConfig(newKey).open(sealed, 'access_token:row-1')).toThrow(
      /key "old"/,
    );
  });

  it('opens values of a rotated-out key while sealing with the new one', () => {
    const sealed = SecretBox.fromConfig(oldKey).seal('rft.secreto', 'c');
    const rotated = SecretBox.fromConfig(`${newKey},${oldKey}`);
    expect(rotated.open(sealed, 'c')).toBe('rft.secreto');
    expect(rotated.sealedWithPrimary(sealed)).toBe(false);
    expect(rotated.sealedWithPrimary(rotated.seal('rft.secreto', 'c'))).toBe(true);
  });

  it('reads a value stored before sealing as it is', () => {
    expect(SecretBox.fromConfig(oldKey).open('EAAB-clear-token', 'c')).toBe('EAAB-clear-token');
  });

  it('refuses malformed keys without repeating them', () => {
    expect(() => parseSecretsKey('sin-dos-puntos')).toThrow(/entry 1/);
    expect(() => parseSecretsKey('k1:c2hvcnQ=')).toThrow(/32-byte/);
    expect(() => parseSecretsKey(`${oldKey},${oldKey}`)).toThrow(/twice/);
    expect(() => parseSecretsKey('k1:c2hvcnQ=')).not.toThrow(/c2hvcnQ/);
  });
});
