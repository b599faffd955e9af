import { describe, expect, it } from 'vitest';
import {
  dayAfterKey,
  daysInMonth,
  exportRange,
  gridRange,
  isInMonth,
  monthGrid,
  monthKey,
  monthOf,
  sameDayIn,
  shiftMonth,
  weekdayOf,
} from './month-grid';

const march2026 = { year: 2026, month: 3 };

describe('month grid', () => {
  it('starts every week on Monday and ends it on Sunday', () => {
    const weeks = monthGrid(march2026);
    // 1 March 2026 is a Sunday: its week starts on Monday 23 February.
    expect(weeks[0]).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    for (const week of weeks) {
      expect(weekdayOf(week[0]!)).toBe(0);
      expect(weekdayOf(week[6]!)).toBe(6);
    }
    expect(weekdayOf('2026-03-02')).toBe(0);
    expect(weekdayOf('2026-03-08')).toBe(6);
  });

  it('covers the month from the week of the 1st to the week of its last day', () => {
    // Sunday the 1st and Tuesday the 31st: six rows, into April.
    const weeks = monthGrid(march2026);
    expect(weeks).toHaveLength(6);
    expect(gridRange(weeks)).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    // Saturday the 1st and Monday the 31st: six rows again, 42 days at most.
    const august = monthGrid({ year: 2026, month: 8 });
    expect(august).toHaveLength(6);
    expect(gridRange(august)).toEqual({ from: '2026-07-27', to: '2026-09-06' });
    expect(august.flat()).toHaveLength(42);
    // A 28-day February that starts on Monday fits in four rows, no day of another month.
    const february2021 = monthGrid({ year: 2021, month: 2 });
    expect(february2021).toHaveLength(4);
    expect(february2021.flat().every((day) => isInMonth(day, { year: 2021, month: 2 }))).toBe(true);
    expect(monthGrid({ year: 2025, month: 12 })).toHaveLength(5);
  });

  it('counts leap days: every fourth year, centuries only every 400th', () => {
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2000, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2100, month: 2 })).toBe(28);
    const leapFebruary = monthGrid({ year: 2024, month: 2 }).flat();
    expect(leapFebruary).toContain('2024-02-29');
    expect(gridRange(monthGrid({ year: 2024, month: 2 }))).toEqual({
      from: '2024-01-29',
      to: '2024-03-03',
    });
  });

  it('moves between months across the turn of the year', () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth(march2026, 12)).toEqual({ year: 2027, month: 3 });
    expect(shiftMonth(march2026, -15)).toEqual({ year: 2024, month: 12 });
    expect(monthOf('2026-03-31')).toEqual(march2026);
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(sameDayIn('2026-01-31', { year: 2026, month: 2 })).toBe('2026-02-28');
    expect(sameDayIn('2024-01-31', { year: 2024, month: 2 })).toBe('2024-02-29');
  });

  it('exports a year from the first of the shown month, within the API’s limit', () => {
    expect(exportRange(march2026)).toEqual({ from: '2026-03-01', to: '2027-03-01' });
    expect(exportRange({ year: 2024, month: 2 })).toEqual({ from: '2024-02-01', to: '2025-02-01' });
  });

  it('moves the focused day with the date grid’s keys', () => {
    expect(dayAfterKey('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
    expect(dayAfterKey('2026-02-28', 'ArrowRight')).toBe('2026-03-01');
    expect(dayAfterKey('2024-02-28', 'ArrowRight')).toBe('2024-02-29');
    expect(dayAfterKey('2026-03-05', 'ArrowUp')).toBe('2026-02-26');
    expect(dayAfterKey('2026-12-28', 'ArrowDown')).toBe('2027-01-04');
    expect(dayAfterKey('2026-03-05', 'Home')).toBe('2026-03-02');
    expect(dayAfterKey('2026-03-05', 'End')).toBe('2026-03-08');
    expect(dayAfterKey('2026-03-31', 'PageDown')).toBe('2026-04-30');
    expect(dayAfterKey('2026-01-15', 'PageUp')).toBe('2025-12-15');
    expect(dayAfterKey('2026-03-05', 'Enter')).toBeNull();
  });
});
