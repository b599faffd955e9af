import { useTranslation } from 'react-i18next';
import type { DeskLine, DeskLineAction } from '../../../src-shared/domain/agency-desk';
import { formatDataAge, formatSavedAt } from '../../connectivity/data-age';
import { formatDayMonth } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { CheckIcon, ChevronDownIcon, ClockIcon, RefreshIcon } from '../../ui/icons';
import { Menu, MenuItem } from '../../ui/Menu';

export interface InboxLineProps {
  line: DeskLine;
  /** The line's account, named in "Abrir"'s accessible name. */
  accountName: string;
  /** The line as a sentence (line-text.ts). */
  text: string;
  now: Date;
  /** A mark of this line is under way. */
  busy: boolean;
  onOpen: () => void;
  onMark: (action: DeskLineAction) => void;
}

/** One line: its sentence and age, "Abrir", "Hecho" and "Posponer", or "Reabrir" once closed. */
export function InboxLine({ line, accountName, text, now, busy, onOpen, onMark }: InboxLineProps) {
  const { t } = useTranslation();
  const open = line.state === 'open';
  const age = formatDataAge(line.at, now) ?? t('agency.roster.justNow');
  return (
    <li className={open ? 'desk-line' : 'desk-line desk-line--closed'}>
      <div className="desk-line__text">
        <p className="desk-line__sentence">{text}</p>
        <p className="desk-line__meta">
          <time dateTime={line.at} title={formatSavedAt(line.at)}>
            {age}
          </time>
          {line.state === 'done' && (
            <span className="desk-chip desk-chip--success">{t('agency.inbox.stateDone')}</span>
          )}
          {line.state === 'snoozed' && line.snoozedUntil && (
            <span className="desk-chip">
              {t('agency.inbox.stateSnoozed', { date: formatDayMonth(line.snoozedUntil) })}
            </span>
          )}
        </p>
      </div>
      <div className="desk-line__actions">
        <Button
          size="sm"
          aria-label={t('agency.inbox.openLabel', { name: accountName, text })}
          onClick={onOpen}
        >
          {t('agency.inbox.open')}
        </Button>
        {open ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              icon={<CheckIcon />}
              disabled={busy}
              aria-label={t('agency.inbox.doneLabel', { text })}
              onClick={() => onMark('done')}
            >
              {t('agency.inbox.done')}
            </Button>
            <Menu
              align="end"
              trigger={
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<ClockIcon />}
                  disabled={busy}
                  aria-label={t('agency.inbox.snoozeLabel', { text })}
                >
                  {t('agency.inbox.snooze')}
                  <ChevronDownIcon className="desk-line__chevron" />
                </Button>
              }
            >
              <MenuItem onSelect={() => onMark('snooze_day')}>
                {t('agency.inbox.snoozeDay')}
              </MenuItem>
              <MenuItem onSelect={() => onMark('snooze_week')}>
                {t('agency.inbox.snoozeWeek')}
              </MenuItem>
            </Menu>
          </>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            icon={<RefreshIcon />}
            disabled={busy}
            aria-label={t('agency.inbox.reopenLabel', { text })}
            onClick={() => onMark('reopen')}
          >
            {t('agency.inbox.reopen')}
          </Button>
        )}
      </div>
    </li>
  );
}
