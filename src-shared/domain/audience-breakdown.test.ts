import { describe, expect, it } from 'vitest';
import { audienceBreakdown } from './audience-breakdown';

describe('audienceBreakdown', () => {
  it('adds the slices up by age range, youngest first, and by gender, women first', () => {
    const breakdown = audienceBreakdown([
      { gender: 'male', age_range: '25-34', percent: 20 },
      { gender: 'female', age_range: '65+', percent: 5 },
      { gender: 'female', age_range: '18-24', percent: 30 },
      { gender: 'unknown', age_range: '25-34', percent: 5 },
      { gender: 'female', age_range: '25-34', percent: 25 },
      { gender: 'male', age_range: '18-24', percent: 15 },
    ]);
    expect(breakdown.ages).toEqual([
      { range: '18-24', percent: 45 },
      { range: '25-34', percent: 50 },
      { range: '65+', percent: 5 },
    ]);
    expect(breakdown.genders).toEqual([
      { gender: 'female', percent: 60 },
      { gender: 'male', percent: 35 },
      { gender: 'unknown', percent: 5 },
    ]);
  });

  it('puts age ranges without a number last and leaves out genders nobody reports', () => {
    const breakdown = audienceBreakdown([
      { gender: 'male', age_range: 'desconocido', percent: 10 },
      { gender: 'male', age_range: '13-17', percent: 90 },
    ]);
    expect(breakdown.ages.map((age) => age.range)).toEqual(['13-17', 'desconocido']);
    expect(breakdown.genders).toEqual([{ gender: 'male', percent: 100 }]);
  });

  it('is empty for an empty report', () => {
    expect(audienceBreakdown([])).toEqual({ ages: [], genders: [] });
  });
});

describe('audienceBreakdown shares', () => {
  it('add up to exactly 100 by age and by gender, whatever the slices sum to', () => {
    // 58 % women, 40 % men and 2 % unknown of each of three age groups of a third each: rounded
    // one by one the ages read 33.3 % three times (99.9 %).
    const slices = ['18-24', '25-34', '35-44'].flatMap((age_range) => [
      { gender: 'female' as const, age_range, percent: 33.333 * 0.58 },
      { gender: 'male' as const, age_range, percent: 33.333 * 0.4 },
      { gender: 'unknown' as const, age_range, percent: 33.333 * 0.02 },
    ]);
    const { ages, genders } = audienceBreakdown(slices);
    const tenths = (rows: { percent: number }[]) =>
      Math.round(rows.reduce((sum, row) => sum + row.percent, 0) * 10);
    expect(ages.map((age) => age.percent)).toEqual([33.4, 33.3, 33.3]);
    expect(tenths(ages)).toBe(1000);
    expect(genders.map((gender) => gender.percent)).toEqual([58, 40, 2]);
  });
});
