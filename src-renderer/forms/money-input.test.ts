import { describe, expect, it } from 'vitest';
import { moneyInputFrom, parseCountInput, parseMoneyInput } from './money-input';

describe('money input', () => {
  it('reads amounts with thousand separators, a dollar sign or cents', () => {
    expect(parseMoneyInput('1,250.50')).toBe(1250.5);
    expect(parseMoneyInput(' $300 ')).toBe(300);
  });

  it('turns blank, negative or garbled text into NaN for the schema to refuse', () => {
    expect(parseMoneyInput('')).toBeNaN();
    expect(parseMoneyInput('-5')).toBeNaN();
    expect(parseMoneyInput('12abc')).toBeNaN();
  });

  it('writes amounts back without noise', () => {
    expect(moneyInputFrom(1200)).toBe('1200');
    expect(moneyInputFrom(99.5)).toBe('99.50');
  });

  it('reads whole counts only', () => {
    expect(parseCountInput('3')).toBe(3);
    expect(parseCountInput('2.5')).toBeNaN();
    expect(parseCountInput('')).toBeNaN();
  });
});
