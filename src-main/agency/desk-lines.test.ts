import { describe, expect, it } from 'vitest';
import type { FreshLine } from './desk-inbox';
import { openLineCount, openLinesByAccount, snoozeUntil, withMarks } from './desk-lines';
import { NOW } from './desk-test-support';

const line = (id: string, accountId: string, at: string): FreshLine => ({
  id,
  accountId,
  kind: 'proposal_to_answer',
  at,
  subject: 'Café Aurora',
  item: null,
  network: null,
  count: null,
  due: null,
  target: { screen: 'proposal', id },
});

describe('the badge count and the lines marks', () => {
  const lines = [
    line('proposal_to_answer:a:1', 'acc-1', '2026-12-05T10:00:00.000Z'),
    line('proposal_to_answer:b:1', 'acc-1', '2026-12-07T10:00:00.000Z'),
    line('proposal_to_answer:c:1', 'acc-2', '2026-12-06T10:00:00.000Z'),
    line('proposal_to_answer:d:1', 'acc-2', '2026-12-04T10:00:00.000Z'),
  ];

  it('counts open lines only: done and snoozed ones are out until the snooze ends', () => {
    const marks = {
      'proposal_to_answer:a:1': {
        accountId: 'acc-1',
        state: 'done',
        until: null,
        at: NOW.toISOString(),
      },
      'proposal_to_answer:c:1': {
        accountId: 'acc-2',
        state: 'snoozed',
        until: snoozeUntil('snooze_day', NOW),
        at: NOW.toISOString(),
      },
      'proposal_to_answer:d:1': {
        accountId: 'acc-2',
        state: 'snoozed',
        until: '2026-12-07T17:00:00.000Z',
        at: '2026-12-06T17:00:00.000Z',
      },
    } as const;
    const marked = withMarks(lines, marks, NOW);
    expect(marked.map((one) => [one.id.split(':')[1], one.state])).toEqual([
      ['b', 'open'],
      ['c', 'snoozed'],
      ['a', 'done'],
      ['d', 'open'],
    ]);
    expect(openLineCount(marked)).toBe(2);
    expect(Object.fromEntries(openLinesByAccount(marked))).toEqual({ 'acc-1': 1, 'acc-2': 1 });
    // A day later the snooze is over.
    const tomorrow = new Date(NOW.getTime() + 25 * 60 * 60 * 1000);
    expect(openLineCount(withMarks(lines, marks, tomorrow))).toBe(3);
  });

  it('snoozes for a day or a week', () => {
    expect(snoozeUntil('snooze_day', NOW)).toBe('2026-12-08T18:00:00.000Z');
    expect(snoozeUntil('snooze_week', NOW)).toBe('2026-12-14T18:00:00.000Z');
  });

  it('counts nothing when there is nothing', () => {
    expect(openLineCount([])).toBe(0);
  });
});
