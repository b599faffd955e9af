import { useTranslation } from 'react-i18next';
import type { CalendarEntry, ItemStatus } from '../../../src-shared/domain/collaboration';
import type { Role } from '../../../src-shared/domain/user';
import { isLate } from '../../../src-shared/rules/collaboration-dates';
import { APP_LOCALE } from '../../i18n/i18n';
import type { StatusTone } from '../../ui/StatusPill';
import type { YearMonth } from './month-grid';
import { itemLabel } from '../collaborations';

/** A calendar day and what falls on it, in the order the day lists them. */
export type EntriesByDay = ReadonlyMap<string, readonly CalendarEntry[]>;

const KIND_ORDER: Record<CalendarEntry['kind'], number> = { due: 0, planned_publish: 1 };

/** Entries per day: deliveries before planned publications, then by collaboration and item. */
export function entriesByDay(entries: readonly CalendarEntry[]): EntriesByDay {
  const days = new Map<string, CalendarEntry[]>();
  const sorted = [...entries].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.collaboration_id.localeCompare(b.collaboration_id) ||
      a.network.localeCompare(b.network) ||
      a.content_type.localeCompare(b.content_type) ||
      a.number - b.number,
  );
  for (const entry of sorted) {
    const day = days.get(entry.date);
    if (day) day.push(entry);
    else days.set(entry.date, [entry]);
  }
  return days;
}

/** A delivery still open after its day (on the market's calendar); a planned date is never late. */
export function isLateEntry(entry: CalendarEntry, today: string): boolean {
  return entry.kind === 'due' && isLate({ due_date: entry.date, status: entry.status }, today);
}

/** The colour a status is drawn in; its name is always written beside it. */
export const STATUS_TONES: Readonly<Record<ItemStatus, StatusTone>> = {
  pending: 'neutral',
  draft_submitted: 'info',
  changes_requested: 'warning',
  approved: 'success',
  published: 'success',
  measured: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** Creators work with brands and brands with creators: the other side's name. */
export function counterpartOf(entry: CalendarEntry, role: Role | null | undefined): string {
  return role === 'brand' ? entry.creator_name : entry.brand_name;
}

const dayFormats = {
  /** `jueves, 5 de marzo` */
  weekday: new Intl.DateTimeFormat(APP_LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }),
  /** `5 de marzo` */
  day: new Intl.DateTimeFormat(APP_LOCALE, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  /** `5 de marzo de 2026` */
  long: new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: 'long', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat(APP_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  weekdayShort: new Intl.DateTimeFormat(APP_LOCALE, { weekday: 'short', timeZone: 'UTC' }),
  weekdayLong: new Intl.DateTimeFormat(APP_LOCALE, { weekday: 'long', timeZone: 'UTC' }),
};

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase(APP_LOCALE) + text.slice(1);

/** Calendar days in words, es-MX (days are `YYYY-MM-DD`, formatted in UTC so none shifts). */
export const dayText = {
  weekday: (day: string) => dayFormats.weekday.format(utc(day)),
  /** `Jueves, 5 de marzo`, as a heading. */
  weekdayHeading: (day: string) => capitalised(dayFormats.weekday.format(utc(day))),
  day: (day: string) => dayFormats.day.format(utc(day)),
  long: (day: string) => dayFormats.long.format(utc(day)),
  /** `Marzo de 2026`, capitalised as a heading. */
  month: (month: YearMonth) =>
    capitalised(dayFormats.month.format(Date.UTC(month.year, month.month - 1, 1))),
  /** `marzo de 2026`, inside a sentence. */
  monthInSentence: (month: YearMonth) =>
    dayFormats.month.format(Date.UTC(month.year, month.month - 1, 1)),
};

/** Monday first: `[{ short: 'lun', long: 'lunes' }, …]` (1 January 2024 was a Monday). */
export const WEEKDAYS = Array.from({ length: 7 }, (_, index) => {
  const time = Date.UTC(2024, 0, 1 + index);
  return {
    short: dayFormats.weekdayShort.format(time),
    long: dayFormats.weekdayLong.format(time),
  };
});

/** The words an entry is shown with, through the app's i18next. */
export function useEntryText(role: Role | null | undefined) {
  const { t } = useTranslation();
  const contentType = (entry: CalendarEntry) => t(`contentTypes.${entry.content_type}`);
  // One wording for an item and its state across the app: the collaborations' own.
  const item = (entry: CalendarEntry) => itemLabel(entry, t);
  const kind = (entry: CalendarEntry) => t(`calendar.kind.${entry.kind}`);
  const status = (entry: CalendarEntry) => t(`collaborations.statuses.${entry.status}`);
  const counterpart = (entry: CalendarEntry) => counterpartOf(entry, role);
  return {
    /** `Reel 2` */
    short: (entry: CalendarEntry) =>
      t('calendar.itemShort', { contentType: contentType(entry), number: entry.number }),
    /** `Reel 2 de Instagram` */
    item,
    lateWord: t('calendar.late'),
    kind,
    status,
    counterpart,
    /** ` de Instagram`, read after `Reel 2` in a chip's name. */
    onNetwork: (entry: CalendarEntry) =>
      t('calendar.chipNetwork', { network: t(`networks.${entry.network}`) }),
    /** `, Entrega, Pendiente` (`, Atrasada`), read at the end of a chip's name. */
    chipDetails: (entry: CalendarEntry, late: boolean) =>
      t(late ? 'calendar.chipDetailsLate' : 'calendar.chipDetails', {
        kind: kind(entry),
        status: status(entry),
      }),
    /** `Entrega: Reel 2 de Instagram con Refresco Sol · Pendiente` (· Atrasada). */
    title: (entry: CalendarEntry, late: boolean) =>
      t(late ? 'calendar.entryTitleLate' : 'calendar.entryTitle', {
        kind: kind(entry),
        item: item(entry),
        counterpart: counterpart(entry),
        status: status(entry),
      }),
  };
}

export type EntryText = ReturnType<typeof useEntryText>;
