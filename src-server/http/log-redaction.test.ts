import { describe, expect, it } from 'vitest';
import { redactPath } from './log-redaction';

describe('redactPath', () => {
  it('hides the tokens docs/PRODUCT.md §7 puts in paths, and leaves other paths alone', () => {
    expect(redactPath('/api/v3/social/validate/token/EAAB123/')).toBe(
      '/api/v3/social/validate/token/[redacted]/',
    );
    expect(redactPath('/api/v3/social/redeem/twitter/tok/ver/sec/?username=ana')).toBe(
      '/api/v3/social/redeem/twitter/[redacted]/?username=ana',
    );
    expect(redactPath('/api/v1/accounts/profile/networks/')).toBe(
      '/api/v1/accounts/profile/networks/',
    );
  });
});
