import { describe, expect, it } from 'vitest';
import {
  addDays,
  isDueTomorrow,
  isInWindow,
  isLate,
  isPlannedDateAllowed,
} from './collaboration-dates';

const window = { start_date: '2030-01-10', end_date: '2030-01-31' };

describe('collaboration dates', () => {
  it('keeps due dates inside the agreed window, both ends included', () => {
    expect(isInWindow('2030-01-10', window)).toBe(true);
    expect(isInWindow('2030-01-31', window)).toBe(true);
    expect(isInWindow('2030-01-09', window)).toBe(false);
    expect(isInWindow('2030-02-01', window)).toBe(false);
  });

  it('adds calendar days across months, leap days and years', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('calls an open item late after its due date, and never a delivered one', () => {
    expect(isLate({ due_date: '2030-01-31', status: 'pending' }, '2030-02-01')).toBe(true);
    expect(isLate({ due_date: '2030-01-31', status: 'approved' }, '2030-02-01')).toBe(true);
    expect(isLate({ due_date: '2030-01-31', status: 'pending' }, '2030-01-31')).toBe(false);
    for (const status of ['published', 'measured', 'rejected', 'cancelled'] as const) {
      expect(isLate({ due_date: '2030-01-31', status }, '2030-03-01')).toBe(false);
    }
  });

  it('warns the day before the due date', () => {
    expect(isDueTomorrow({ due_date: '2030-01-31', status: 'pending' }, '2030-01-30')).toBe(true);
    expect(isDueTomorrow({ due_date: '2030-01-31', status: 'published' }, '2030-01-30')).toBe(
      false,
    );
    expect(isDueTomorrow({ due_date: '2030-01-31', status: 'pending' }, '2030-01-31')).toBe(false);
  });

  it('plans publication inside the window, or from today once the window is over', () => {
    expect(isPlannedDateAllowed('2030-01-20', window, '2030-01-05')).toBe(true);
    expect(isPlannedDateAllowed('2030-02-02', window, '2030-01-05')).toBe(false);
    expect(isPlannedDateAllowed('2030-02-10', window, '2030-02-05')).toBe(true);
    expect(isPlannedDateAllowed('2030-02-01', window, '2030-02-05')).toBe(false);
  });
});
