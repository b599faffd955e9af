import ICAL from 'ical.js';
import type { CalendarEntry } from '../../src-shared/domain/collaboration';

/** One event of an `.ics` file as a calendar app reads it back (Mozilla's ical.js parser). */
export interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  /** `YYYY-MM-DD` of a DATE value, or the DATE-TIME's text. */
  start: string;
  end: string;
  /** The value types of DTSTART and DTEND: `date` for all-day events. */
  startType: string;
  endType: string;
  stamp: string;
  lastModified: string;
  status: string;
}

export interface ParsedCalendar {
  name: string;
  method: string;
  events: ParsedEvent[];
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function parseIcs(ics: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    name: text(calendar.getFirstPropertyValue('x-wr-calname')),
    method: text(calendar.getFirstPropertyValue('method')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      const time = (name: string) => vevent.getFirstPropertyValue(name) as ICAL.Time | null;
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        description: event.description,
        start: text(time('dtstart')),
        end: text(time('dtend')),
        startType: vevent.getFirstProperty('dtstart')?.type ?? '',
        endType: vevent.getFirstProperty('dtend')?.type ?? '',
        stamp: text(time('dtstamp')),
        lastModified: text(time('last-modified')),
        status: text(vevent.getFirstPropertyValue('status')),
      };
    }),
  };
}

export function anEntry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return {
    uid: 'collaboration-item-1-due@marcacreadores.mx',
    kind: 'due',
    date: '2030-01-15',
    item_id: 'item-1',
    collaboration_id: 'collaboration-1',
    network: 'instagram',
    content_type: 'reel',
    number: 2,
    status: 'pending',
    brand_name: 'Marca X',
    creator_name: 'Ana López',
    sequence: 1,
    updated_at: '2030-01-02T10:00:00.000Z',
    ...overrides,
  };
}
