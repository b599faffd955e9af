import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { itemTitle, reportT } from '../../src-shared/campaign-report/campaign-report-i18n';
import type { CalendarEntry, ItemStatus } from '../../src-shared/domain/collaboration';
import type { ProposalSide } from '../../src-shared/domain/proposal';

export interface CalendarIcsOptions {
  /** The calendar's name (`X-WR-CALNAME`), shown by the calendar app that imports it. */
  calendarName: string;
  /** When the file is made; stands in for an entry's change time that is not a date. */
  now: Date;
  /**
   * Whose calendar it is: a brand's names the creator in each summary, a creator's the brand
   * (the default).
   */
  side?: ProposalSide;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Items that will never be delivered: their events are marked cancelled, not left as due. */
const CANCELLED: readonly ItemStatus[] = ['rejected', 'cancelled'];

/** A `YYYY-MM-DD` day as the instant its UTC midnight is: all-day values are written from UTC. */
function utcDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || !date.toISOString().startsWith(day) ? null : date;
}

function changedAt(entry: CalendarEntry, now: Date): Date {
  const date = new Date(entry.updated_at);
  return Number.isNaN(date.getTime()) ? now : date;
}

/**
 * The `.ics` text of the calendar's entries ("Agregar al calendario"): one all-day event per item
 * date (DATE values, the day as written, whatever the computer's time zone), UID the entry's
 * stable `uid` and SEQUENCE its `sequence`, DTSTAMP and LAST-MODIFIED its change time, so a
 * calendar app importing the file again updates each event instead of adding a second one.
 * Summaries and descriptions in Spanish; no address, attendee or alarm is written.
 */
export function buildCalendarIcs(entries: CalendarEntry[], options: CalendarIcsOptions): string {
  const calendar = ical({
    name: options.calendarName,
    prodId: { company: 'Marca Creadores', product: 'Colaboraciones', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const entry of entries) {
    const start = utcDay(entry.date);
    if (!start) continue;
    const item = itemTitle(entry);
    const party = options.side === 'brand' ? entry.creator_name : entry.brand_name;
    const stamp = changedAt(entry, options.now);
    calendar.createEvent({
      id: entry.uid,
      sequence: entry.sequence,
      allDay: true,
      start,
      end: new Date(start.getTime() + DAY_MS),
      stamp,
      lastModified: stamp,
      summary: reportT(`calendar.${entry.kind}`, { item, party }),
      description: [
        reportT('calendar.status', { status: reportT(`itemStatus.${entry.status}`) }),
        reportT('calendar.brand', { name: entry.brand_name }),
        reportT('calendar.creator', { name: entry.creator_name }),
      ].join('\n'),
      status: CANCELLED.includes(entry.status)
        ? ICalEventStatus.CANCELLED
        : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
