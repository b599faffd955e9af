import { describe, expect, it } from 'vitest';
import { withoutLeadingAt } from './network-username';

describe('the "@" rule', () => {
  it.each([
    ['@ana.crea', 'ana.crea'],
    ['  @ana', 'ana'],
    ['@@ana', 'ana'],
    ['＠ana', 'ana'],
    ['ana@crea', 'ana@crea'],
    ['ana', 'ana'],
    ['@', ''],
  ])('%j → %j', (typed, stored) => {
    expect(withoutLeadingAt(typed)).toBe(stored);
  });
});
