import { describe, expect, it } from 'vitest';
import { ageOn, isOldEnough, latestAdultBirthday, utcTodayIso } from './age';

describe('minimum age', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('1990-12-31', '2026-01-01')).toBe(35);
  });

  it('is 18 on the 18th birthday, not the day before', () => {
    expect(isOldEnough('2008-06-15', '2026-06-15')).toBe(true);
    expect(isOldEnough('2008-06-16', '2026-06-15')).toBe(false);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(isOldEnough('2008-02-29', '2026-02-28')).toBe(false);
    expect(isOldEnough('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('gives the latest birth date that is old enough', () => {
    expect(latestAdultBirthday('2026-06-15')).toBe('2008-06-15');
    expect(latestAdultBirthday('2028-02-29')).toBe('2010-02-28');
    expect(isOldEnough(latestAdultBirthday('2028-02-29'), '2028-02-29')).toBe(true);
  });

  it('reads today from the clock, in UTC', () => {
    expect(utcTodayIso(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
    expect(utcTodayIso()).toBe(new Date().toISOString().slice(0, 10));
  });
});
