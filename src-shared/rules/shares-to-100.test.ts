import { describe, expect, it } from 'vitest';
import { sharesTo100 } from './shares-to-100';

const sum = (values: number[]) =>
  Math.round(values.reduce((total, value) => total + value, 0) * 10);

describe('sharesTo100', () => {
  it('keeps shares that already add up to 100 as they are', () => {
    expect(sharesTo100([45, 50, 5])).toEqual([45, 50, 5]);
  });

  it('makes thirds add up to 100.0, the extra tenth to the first', () => {
    const shares = sharesTo100([1, 1, 1]);
    expect(shares).toEqual([33.4, 33.3, 33.3]);
    expect(sum(shares)).toBe(1000);
  });

  it('gives the missing tenths to the largest remainders, not to the largest shares', () => {
    // 58 % · 40 % · 2 % of 7 age groups: each rounded alone, women and men read 99.9 %.
    const shares = sharesTo100([23.34, 16.16, 0.5, 34.82, 24.96, 0.22]);
    expect(sum(shares)).toBe(1000);
    expect(shares).toEqual([23.3, 16.2, 0.5, 34.8, 25, 0.2]);
  });

  it('scales a source that reports 99.6 % or 100.3 % in all to 100', () => {
    expect(sum(sharesTo100([33.2, 33.2, 33.2]))).toBe(1000);
    expect(sum(sharesTo100([50.2, 50.1]))).toBe(1000);
  });

  it('rounds to whole points when asked', () => {
    expect(sharesTo100([1, 1, 1], 0)).toEqual([34, 33, 33]);
  });

  it('answers zeros for an empty or all-zero audience, ignoring negative or broken values', () => {
    expect(sharesTo100([])).toEqual([]);
    expect(sharesTo100([0, 0])).toEqual([0, 0]);
    expect(sharesTo100([-5, Number.NaN, 10])).toEqual([0, 0, 100]);
  });
});
