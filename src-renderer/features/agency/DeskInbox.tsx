import { useAtom } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  DeskLine,
  DeskLineAction,
  DeskRow,
  DeskState,
} from '../../../src-shared/domain/agency-desk';
import { AccountAvatar } from '../../app/shell/AccountAvatar';
import { initialsOf } from '../../app/shell/account-identity';
import { call } from '../../bridge/client';
import { useNow } from '../../connectivity/use-now';
import { useErrorMessage } from '../../i18n/error-message';
import { EmptyState } from '../../ui/EmptyState';
import { InboxIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { showClosedLinesAtom } from './desk-atoms';
import { InboxLine } from './InboxLine';
import { lineText } from './line-text';
import { useOpenLine } from './use-open-line';
import './DeskInbox.css';

export interface DeskInboxProps {
  desk: DeskState;
  onChange: (desk: DeskState) => void;
}

interface AccountLines {
  accountId: string;
  row: DeskRow | undefined;
  lines: DeskLine[];
}

/** Lines newest first, gathered under their account; accounts in the order of their newest line. */
export function linesByAccount(lines: readonly DeskLine[], rows: readonly DeskRow[]) {
  const newestFirst = [...lines].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  const groups = new Map<string, AccountLines>();
  for (const line of newestFirst) {
    let group = groups.get(line.accountId);
    if (!group) {
      group = {
        accountId: line.accountId,
        row: rows.find((row) => row.accountId === line.accountId),
        lines: [],
      };
      groups.set(line.accountId, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}

/**
 * The inbox across accounts: everything waiting for this desk, newest first, grouped by account.
 * Each line opens its screen in its own account, or is marked done or snoozed (kept on this
 * desktop); done and snoozed lines show on demand, with "Reabrir".
 */
export function DeskInbox({ desk, onChange }: DeskInboxProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const now = useNow();
  const openLine = useOpenLine();
  const toggleId = useId();
  const [showClosed, setShowClosed] = useAtom(showClosedLinesAtom);
  const [marking, setMarking] = useState<string | null>(null);
  const closedCount = desk.lines.filter((line) => line.state !== 'open').length;
  const groups = useMemo(
    () =>
      linesByAccount(
        showClosed ? desk.lines : desk.lines.filter((line) => line.state === 'open'),
        desk.rows,
      ),
    [desk.lines, desk.rows, showClosed],
  );

  const mark = async (line: DeskLine, action: DeskLineAction) => {
    setMarking(line.id);
    try {
      onChange(await call('markDeskLine', { lineId: line.id, action }));
    } catch (error) {
      toast.error({ title: t('agency.inbox.markFailed'), description: describe(error) });
    } finally {
      setMarking(null);
    }
  };

  return (
    <section className="desk-inbox" aria-label={t('agency.inbox.label')}>
      {closedCount > 0 && (
        <div className="desk-inbox__toolbar">
          <label htmlFor={toggleId} className="desk-inbox__toggle">
            <input
              id={toggleId}
              type="checkbox"
              checked={showClosed}
              onChange={(event) => setShowClosed(event.target.checked)}
            />
            {t('agency.inbox.showClosed', { count: closedCount })}
          </label>
        </div>
      )}
      {groups.length === 0 ? (
        <EmptyState
          icon={<InboxIcon />}
          title={t('agency.inbox.empty.title')}
          description={<p>{t('agency.inbox.empty.description')}</p>}
        />
      ) : (
        groups.map((group) => {
          const name = group.row?.name ?? group.accountId;
          const open = group.lines.filter((line) => line.state === 'open').length;
          const headingId = `desk-inbox-${group.accountId}`;
          return (
            <section
              key={group.accountId}
              className="desk-inbox__account"
              aria-labelledby={headingId}
            >
              <header className="desk-inbox__account-header">
                <AccountAvatar src={group.row?.photo ?? null} initials={initialsOf(name)} />
                <h2 id={headingId} className="desk-inbox__account-name">
                  {name}
                </h2>
                {group.row?.role && (
                  <span className="desk-inbox__account-role">{t(`roles.${group.row.role}`)}</span>
                )}
                <span className="desk-inbox__account-count">
                  {t('agency.inbox.accountLines', { count: open })}
                </span>
              </header>
              <ul className="desk-inbox__lines">
                {group.lines.map((line) => (
                  <InboxLine
                    key={line.id}
                    line={line}
                    accountName={name}
                    text={lineText(line, group.row, t, now)}
                    now={now}
                    busy={marking === line.id}
                    onOpen={() => openLine(line, name, { view: 'inbox' })}
                    onMark={(action) => void mark(line, action)}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </section>
  );
}
