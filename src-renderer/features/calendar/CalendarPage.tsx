import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineSavedAt } from '../../../src-shared/domain/offline-copy';
import { marketToday } from '../../../src-shared/rules/market-calendar';
import { call } from '../../bridge/client';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';
import { isOfflineFailure } from '../../connectivity/offline-failure';
import { ServerButton } from '../../connectivity/ServerButton';
import { SectionDataAge, SectionNoSavedData } from '../../connectivity/SectionOfflineNote';
import { useReloadOnReconnect } from '../../connectivity/use-reload-on-reconnect';
import { useRemoteData } from '../../data/use-remote-data';
import { useErrorMessage } from '../../i18n/error-message';
import { currentUserAtom, sessionAtom } from '../../session/session-atoms';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { buttonClassName } from '../../ui/button-class-name';
import { EmptyState } from '../../ui/EmptyState';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/use-document-title';
import { calendarDayAtom } from './calendar-atoms';
import { dayText, entriesByDay, useEntryText } from './calendar-entries';
import { agendaDayId, CalendarAgenda } from './CalendarAgenda';
import { CalendarLegend } from './CalendarLegend';
import {
  exportRange,
  gridRange,
  isInMonth,
  monthGrid,
  monthOf,
  sameDayIn,
  shiftMonth,
} from './month-grid';
import { MonthGrid } from './MonthGrid';
import { useCalendarExport } from './use-calendar-export';
import './CalendarPage.css';

/**
 * Route calendar (issue 31), both roles: the due dates and planned publishing dates of the
 * account's collaborations in a month grid (Monday first, today marked, arrow keys between days,
 * each date a link to its item), the month's agenda below it, and "Agregar al calendario" (an
 * `.ics` of a year from the shown month, saved through main's dialog). Offline it shows the kept
 * copy of the month with its age.
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  useDocumentTitle(t('calendar.title'));
  const role = useAtomValue(currentUserAtom)?.role;
  const accountId = useAtomValue(sessionAtom).activeAccountId ?? '';
  const offline = useAtomValue(isOfflineAtom);
  const text = useEntryText(role);
  const today = marketToday();
  const [keptDay, setKeptDay] = useAtom(calendarDayAtom);
  const focusedDay = keptDay ?? today;
  const month = monthOf(focusedDay);
  const weeks = monthGrid(month);
  const range = gridRange(weeks);
  const calendar = useRemoteData(`calendar:${accountId}:${range.from}:${range.to}`, () =>
    call('getCollaborationCalendar', range),
  );
  const { state } = calendar;
  const failedForWantOfServer = state.status === 'failed' && isOfflineFailure(state.error);
  useReloadOnReconnect(failedForWantOfServer, calendar.reload);
  const { busy, exportRange: exportCalendar } = useCalendarExport();
  const headingId = useId();
  const hintId = useId();
  const exportHintId = useId();

  const entries = useMemo(
    () => (state.status === 'ready' ? entriesByDay(state.data.results) : null),
    [state],
  );
  const monthDays = entries ? [...entries.keys()].filter((day) => isInMonth(day, month)) : [];
  const toExport = exportRange(month);

  const showMonth = (delta: number) => setKeptDay(sameDayIn(focusedDay, shiftMonth(month, delta)));
  const showMore = (day: string) => {
    if (isInMonth(day, month)) document.getElementById(agendaDayId(day))?.focus();
    else setKeptDay(day);
  };

  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        description={t('calendar.description')}
        actions={
          <>
            <ServerButton
              variant="secondary"
              icon={<CalendarIcon />}
              loading={busy}
              aria-describedby={exportHintId}
              title={t('calendar.exportHint', {
                from: dayText.long(toExport.from),
                to: dayText.long(toExport.to),
              })}
              onClick={() => void exportCalendar(toExport)}
            >
              {t('calendar.export')}
            </ServerButton>
            <span id={exportHintId} className="visually-hidden">
              {t('calendar.exportHint', {
                from: dayText.long(toExport.from),
                to: dayText.long(toExport.to),
              })}
            </span>
          </>
        }
      />
      <div className="calendar-page">
        <div className="calendar-toolbar">
          <h2 id={headingId} className="calendar-toolbar__month" aria-live="polite">
            {dayText.month(month)}
          </h2>
          {state.status === 'loading' && <Spinner size="sm" label={t('calendar.loading')} />}
          <div className="calendar-toolbar__nav" role="group" aria-label={t('calendar.monthNav')}>
            <Button
              variant="secondary"
              size="sm"
              className="calendar-toolbar__step"
              icon={<ChevronLeftIcon />}
              aria-label={t('calendar.previousMonth')}
              title={t('calendar.previousMonth')}
              onClick={() => showMonth(-1)}
            />
            <Button variant="secondary" size="sm" onClick={() => setKeptDay(today)}>
              {t('calendar.today')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="calendar-toolbar__step"
              icon={<ChevronRightIcon />}
              aria-label={t('calendar.nextMonth')}
              title={t('calendar.nextMonth')}
              onClick={() => showMonth(1)}
            />
          </div>
        </div>
        {state.status === 'ready' && <SectionDataAge savedAt={offlineSavedAt(state.data)} />}
        {state.status === 'failed' ? (
          offline && failedForWantOfServer ? (
            <SectionNoSavedData />
          ) : (
            <Alert tone="danger" title={t('calendar.loadFailed')}>
              <p>{describe(state.error)}</p>
              <Button
                variant="secondary"
                size="sm"
                className="calendar-page__retry"
                onClick={calendar.reload}
              >
                {t('common.retry')}
              </Button>
            </Alert>
          )
        ) : (
          <>
            <p id={hintId} className="visually-hidden">
              {t('calendar.gridHint')}
            </p>
            <div className="calendar-page__grid">
              <MonthGrid
                month={month}
                weeks={weeks}
                focusedDay={focusedDay}
                onFocusDay={(day) => setKeptDay(day)}
                entries={entries}
                today={today}
                text={text}
                labelledBy={headingId}
                describedBy={hintId}
                onShowMore={showMore}
              />
              <CalendarLegend />
            </div>
            {entries &&
              (monthDays.length > 0 ? (
                <CalendarAgenda
                  days={monthDays}
                  entries={entries}
                  today={today}
                  text={text}
                  title={t('calendar.agenda.title', { month: dayText.monthInSentence(month) })}
                />
              ) : (
                <EmptyState
                  icon={<CalendarIcon />}
                  title={t('calendar.empty.title', { month: dayText.monthInSentence(month) })}
                  description={<p>{t('calendar.empty.description')}</p>}
                  action={
                    <Link to="/proposals" className={buttonClassName({ variant: 'secondary' })}>
                      {t('calendar.empty.action')}
                    </Link>
                  }
                />
              ))}
          </>
        )}
      </div>
    </>
  );
}
