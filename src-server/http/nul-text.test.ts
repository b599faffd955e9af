import { describe, expect, it } from 'vitest';
import { nulPath } from './nul-text';

describe('nulPath', () => {
  it('names the first string or key holding U+0000 by its dot path', () => {
    expect(nulPath({ a: 'x', b: [1, null, true] })).toBeNull();
    expect(nulPath({ a: { b: ['ok', 'm\u0000l'] } })).toBe('a.b.1');
    expect(nulPath({ ['cla\u0000ve']: 1 })).toBe('cla\u0000ve');
    expect(nulPath('\u0000')).toBe('');
    expect(nulPath(undefined)).toBeNull();
  });

  it('walks bodies nested deeper than the call stack', () => {
    let deep: unknown = 'fin\u0000';
    for (let level = 0; level < 50_000; level += 1) deep = [deep];
    expect(nulPath(deep)).toMatch(/^0(\.0)+$/);
  });
});
