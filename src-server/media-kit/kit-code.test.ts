import { describe, expect, it } from 'vitest';
import { normalizeKitCode } from './kit-code';

describe('normalizeKitCode', () => {
  it('keeps a code as printed', () => {
    expect(normalizeKitCode('7K3M9QX2PD')).toBe('7K3M9QX2PD');
  });

  it('reads a code as a person may type it from the paper', () => {
    expect(normalizeKitCode(' 7k3m9-qx2pd ')).toBe('7K3M9QX2PD');
    // Crockford base 32: O is zero, I and L are one.
    expect(normalizeKitCode('OIL0000000')).toBe('0110000000');
  });

  it('refuses what cannot be a code', () => {
    for (const raw of ['', '7K3M9QX2P', '7K3M9QX2PDA', 'UUUUUUUUUU', '<script>', '7K3M9 QX2PD']) {
      expect(normalizeKitCode(raw), raw).toBeNull();
    }
  });
});
