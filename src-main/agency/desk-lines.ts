import type { DeskLine } from '../../src-shared/domain/agency-desk';
import type { FreshLine } from './desk-inbox';
import type { LineMark } from './desk-store';

/**
 * This desktop's marks over the lines: done stays done, a snooze holds until its time and the
 * line is open again after it. Newest first.
 */
export function withMarks(
  lines: readonly FreshLine[],
  marks: Readonly<Record<string, LineMark>>,
  now: Date,
): DeskLine[] {
  return lines
    .map((line): DeskLine => {
      const mark = marks[line.id];
      if (mark?.state === 'done') return { ...line, state: 'done', snoozedUntil: null };
      if (mark?.state === 'snoozed' && mark.until && Date.parse(mark.until) > now.getTime()) {
        return { ...line, state: 'snoozed', snoozedUntil: mark.until };
      }
      return { ...line, state: 'open', snoozedUntil: null };
    })
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || a.id.localeCompare(b.id));
}

/** The dock badge's count: lines still open (not done, not snoozed), over every account. */
export function openLineCount(lines: readonly DeskLine[]): number {
  return lines.filter((line) => line.state === 'open').length;
}

/** Open lines per account. */
export function openLinesByAccount(lines: readonly DeskLine[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (line.state === 'open') counts.set(line.accountId, (counts.get(line.accountId) ?? 0) + 1);
  }
  return counts;
}

/** When a snooze ends: a day or a week from now. */
export function snoozeUntil(action: 'snooze_day' | 'snooze_week', now: Date): string {
  const days = action === 'snooze_day' ? 1 : 7;
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
}
