import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    let made = 0;
    const formatter = onFirstUse(() => {
      made += 1;
      return new Intl.NumberFormat('es-MX');
    });
    expect(made).toBe(0);
    expect(formatter().format(1234567)).toBe('1,234,567');
    expect(formatter()).toBe(formatter());
    expect(made).toBe(1);
  });

  it('keeps a value that is undefined without making it again', () => {
    let made = 0;
    const nothing = onFirstUse(() => {
      made += 1;
      return undefined;
    });
    nothing();
    nothing();
    expect(made).toBe(1);
  });
});
