import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dayText,
  isLateEntry,
  WEEKDAYS,
  type EntriesByDay,
  type EntryText,
} from './calendar-entries';
import { CalendarChip } from './CalendarChip';
import { dayAfterKey, isInMonth, type YearMonth } from './month-grid';

/** Chips a day shows before "+N más" (the agenda below lists every one). */
export const CHIPS_PER_DAY = 3;

export interface MonthGridProps {
  month: YearMonth;
  weeks: readonly (readonly string[])[];
  /** The day in the tab order (roving focus); the month shown is its month. */
  focusedDay: string;
  /** `focus`: the key moved to it, so the grid takes it there once it is drawn. */
  onFocusDay: (day: string, focus: boolean) => void;
  /** Null while the month is being read: the days show without entries. */
  entries: EntriesByDay | null;
  today: string;
  text: EntryText;
  labelledBy: string;
  describedBy: string;
  /** "+N más": where the rest of a day's entries are (the agenda's day). */
  onShowMore: (day: string) => void;
}

/**
 * The month view: a table with the ARIA grid's keys (arrows, Inicio/Fin, RePág/AvPág), one day
 * in the tab order, Tab from it to its entries, Enter to its first entry. Days of the weeks'
 * other months are shown muted with their entries, since the grid's whole range is read.
 */
export function MonthGrid({
  month,
  weeks,
  focusedDay,
  onFocusDay,
  entries,
  today,
  text,
  labelledBy,
  describedBy,
  onShowMore,
}: MonthGridProps) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLTableElement>(null);
  const focusOnDraw = useRef(false);

  useEffect(() => {
    if (!focusOnDraw.current) return;
    focusOnDraw.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, day: string) => {
    if (event.target !== event.currentTarget) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>('a, button')?.focus();
      return;
    }
    const next = dayAfterKey(day, event.key);
    if (!next) return;
    event.preventDefault();
    focusOnDraw.current = true;
    onFocusDay(next, true);
  };

  return (
    <table
      ref={gridRef}
      role="grid"
      className="calendar-grid"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-readonly="true"
      aria-busy={entries === null || undefined}
    >
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday.long} scope="col" className="calendar-grid__weekday">
              <abbr title={weekday.long}>{weekday.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const dayEntries = entries?.get(day) ?? [];
              const focused = day === focusedDay;
              const isToday = day === today;
              const shown = dayEntries.slice(0, CHIPS_PER_DAY);
              const hidden = dayEntries.length - shown.length;
              const classes = [
                'calendar-day',
                !isInMonth(day, month) && 'calendar-day--other-month',
                isToday && 'calendar-day--today',
                dayEntries.some((entry) => isLateEntry(entry, today)) && 'calendar-day--late',
              ];
              return (
                <td
                  key={day}
                  data-day={day}
                  className={classes.filter(Boolean).join(' ')}
                  tabIndex={focused ? 0 : -1}
                  aria-current={isToday ? 'date' : undefined}
                  onKeyDown={(event) => onKeyDown(event, day)}
                  onFocus={(event) => {
                    if (event.target === event.currentTarget && !focused) onFocusDay(day, false);
                  }}
                >
                  <div className="calendar-day__head">
                    <span className="calendar-day__number" aria-hidden="true">
                      {Number(day.slice(8, 10))}
                    </span>
                    {isToday && (
                      <span className="calendar-day__today" aria-hidden="true">
                        {t('calendar.todayMark')}
                      </span>
                    )}
                    <span className="visually-hidden">
                      {t(isToday ? 'calendar.dayNameToday' : 'calendar.dayName', {
                        date: dayText.weekday(day),
                      })}
                      {dayEntries.length > 0 &&
                        `, ${t('calendar.dayCount', { count: dayEntries.length })}`}
                    </span>
                  </div>
                  {shown.length > 0 && (
                    <ul className="calendar-day__entries">
                      {shown.map((entry) => (
                        <li key={entry.uid}>
                          <CalendarChip
                            entry={entry}
                            late={isLateEntry(entry, today)}
                            text={text}
                            tabbable={focused}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                  {hidden > 0 && (
                    <button
                      type="button"
                      className="calendar-day__more"
                      tabIndex={focused ? 0 : -1}
                      aria-label={t('calendar.moreLabel', {
                        count: hidden,
                        date: dayText.day(day),
                      })}
                      onClick={() => onShowMore(day)}
                    >
                      {t('calendar.more', { count: hidden })}
                    </button>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
