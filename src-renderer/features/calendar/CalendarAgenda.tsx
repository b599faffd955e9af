import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../ui/StatusPill';
import { NetworkMark } from '../networks-panel';
import {
  dayText,
  isLateEntry,
  STATUS_TONES,
  type EntriesByDay,
  type EntryText,
} from './calendar-entries';
import { CollaborationItemLink } from './CollaborationItemLink';

/** The id of a day's heading in the agenda, where "+N más" takes the focus. */
export const agendaDayId = (day: string) => `calendar-agenda-${day}`;

export interface CalendarAgendaProps {
  /** The shown month's days that have entries, in order. */
  days: readonly string[];
  entries: EntriesByDay;
  today: string;
  text: EntryText;
  title: string;
}

/**
 * The month as a list, day by day: every entry written out in full, for screen readers, small
 * windows and anyone who reads better in lines than in a grid.
 */
export function CalendarAgenda({ days, entries, today, text, title }: CalendarAgendaProps) {
  const { t } = useTranslation();
  const count = days.reduce((total, day) => total + (entries.get(day)?.length ?? 0), 0);
  return (
    <section className="calendar-agenda" aria-labelledby="calendar-agenda-title">
      <div className="calendar-agenda__header">
        <h2 id="calendar-agenda-title" className="calendar-agenda__title">
          {title}
        </h2>
        <p className="calendar-agenda__count">{t('calendar.agenda.count', { count })}</p>
      </div>
      <ol className="calendar-agenda__days">
        {days.map((day) => (
          <li key={day} className="calendar-agenda__day">
            <h3
              id={agendaDayId(day)}
              tabIndex={-1}
              className={
                day === today
                  ? 'calendar-agenda__date calendar-agenda__date--today'
                  : 'calendar-agenda__date'
              }
            >
              {dayText.weekdayHeading(day)}
              {day === today && (
                <span className="calendar-agenda__today">{t('calendar.todayMark')}</span>
              )}
            </h3>
            <ul className="calendar-agenda__entries">
              {(entries.get(day) ?? []).map((entry) => {
                const late = isLateEntry(entry, today);
                return (
                  <li key={entry.uid}>
                    <CollaborationItemLink
                      collaborationId={entry.collaboration_id}
                      itemId={entry.item_id}
                      className={`calendar-agenda__entry calendar-agenda__entry--${
                        entry.kind === 'due' ? 'due' : 'planned'
                      }`}
                    >
                      <NetworkMark network={entry.network} />
                      <span className="calendar-agenda__text">
                        <span className="calendar-agenda__kind">
                          {text.kind(entry)}
                          <span className="visually-hidden">:</span>
                        </span>{' '}
                        <span className="calendar-agenda__item">{text.item(entry)}</span>{' '}
                        <span className="calendar-agenda__who">
                          {t('calendar.withCounterpart', { name: text.counterpart(entry) })}
                        </span>
                      </span>{' '}
                      <span className="calendar-agenda__pills">
                        <StatusPill tone={STATUS_TONES[entry.status]}>
                          {text.status(entry)}
                        </StatusPill>{' '}
                        {late && <StatusPill tone="danger">{text.lateWord}</StatusPill>}
                      </span>
                    </CollaborationItemLink>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
