import type { TFunction } from 'i18next';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { DeskAccessAlert, DeskRow } from '../../../src-shared/domain/agency-desk';
import { AccountAvatar } from '../../app/shell/AccountAvatar';
import { initialsOf } from '../../app/shell/account-identity';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';
import { formatDataAge } from '../../connectivity/data-age';
import { errorMessage } from '../../i18n/error-message';
import { formatDayMonth, formatInteger, formatPercent, formatShare } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { NoteIcon, PencilIcon, TrendDownIcon, TrendUpIcon } from '../../ui/icons';
import { NetworkMark } from '../networks-panel';

export interface RosterRowProps {
  row: DeskRow;
  selected: boolean;
  onToggle: (selected: boolean) => void;
  onEdit: () => void;
  now: Date;
}

/** How many alerts a row spells out before "+N". */
const ALERTS_SHOWN = 2;

/** One account: the cells in ROSTER_COLUMNS order, between its checkbox and its edit button. */
export function RosterRow({ row, selected, onToggle, onEdit, now }: RosterRowProps) {
  const { t } = useTranslation();
  return (
    <tr className={selected ? 'desk-row desk-row--selected' : 'desk-row'}>
      <td className="desk-col desk-col--select">
        <input
          type="checkbox"
          aria-label={t('agency.roster.selectRow', { name: row.name })}
          checked={selected}
          onChange={(event) => onToggle(event.target.checked)}
        />
      </td>
      <th scope="row" className="desk-col desk-col--name">
        <Who row={row} />
      </th>
      <td className="desk-col desk-col--network">
        {row.mainNetwork ? (
          <span className="desk-network" title={t(`networks.${row.mainNetwork}`)}>
            <NetworkMark network={row.mainNetwork} />
            <span className="visually-hidden">{t(`networks.${row.mainNetwork}`)}</span>
          </span>
        ) : (
          <Missing />
        )}
      </td>
      <td className="desk-col desk-col--followers desk-col--number">
        {row.followers === null ? <Missing /> : formatInteger(row.followers)}
      </td>
      <td className="desk-col desk-col--er desk-col--number">
        {row.er === null ? <Missing /> : formatPercent(row.er)}
      </td>
      <td className="desk-col desk-col--change desk-col--number">
        <Change change={row.change30d} />
      </td>
      <td className="desk-col desk-col--age">
        <FiguresAge readAt={row.figuresReadAt} now={now} />
      </td>
      <td className="desk-col desk-col--completeness">
        {row.completeness ? (
          <Meter done={row.completeness.done} total={row.completeness.total} />
        ) : (
          <Missing />
        )}
      </td>
      <td className="desk-col desk-col--proposals desk-col--number">
        <span className={row.openProposals === 0 ? 'desk-muted' : undefined}>
          {formatInteger(row.openProposals)}
        </span>
      </td>
      <td className="desk-col desk-col--collaborations">
        <span className={row.collaborationsInProgress === 0 ? 'desk-muted' : undefined}>
          {formatInteger(row.collaborationsInProgress)}
        </span>
        {row.nextDueDate && (
          <span
            className="desk-cell__sub"
            title={t('agency.roster.nextDueLabel', { date: formatDayMonth(row.nextDueDate) })}
          >
            {t('agency.roster.nextDue', { date: formatDayMonth(row.nextDueDate) })}
          </span>
        )}
      </td>
      <td className="desk-col desk-col--access">
        <AccessAlerts alerts={row.accessAlerts} />
      </td>
      <td className="desk-col desk-col--copy">
        <CopyState row={row} now={now} />
      </td>
      <td className="desk-col desk-col--actions">
        <Button
          variant="ghost"
          size="sm"
          className="desk-row__edit"
          icon={<PencilIcon />}
          aria-label={t('agency.roster.edit', { name: row.name })}
          title={t('agency.roster.edit', { name: row.name })}
          onClick={onEdit}
        />
      </td>
    </tr>
  );
}

/** Photo (or initials), name, @handle, and the group and note kept on this desktop. */
function Who({ row }: { row: DeskRow }) {
  const { t } = useTranslation();
  return (
    <div className="desk-who">
      <AccountAvatar src={row.photo} initials={initialsOf(row.name)} />
      <div className="desk-who__text">
        <span className="desk-who__name" title={row.name}>
          {row.name}
        </span>
        {row.handle && (
          <span className="desk-who__handle" title={`@${row.handle}`}>
            @{row.handle}
          </span>
        )}
        {(row.group || row.note) && (
          <span className="desk-who__tags">
            {row.group && (
              <span className="desk-chip" title={t('agency.roster.group', { group: row.group })}>
                <span className="visually-hidden">{t('agency.roster.group', { group: '' })}</span>
                {row.group}
              </span>
            )}
            {row.note && (
              <span className="desk-who__note" title={row.note}>
                <NoteIcon className="desk-who__note-icon" />
                <span className="visually-hidden">{t('agency.roster.note', { note: '' })}</span>
                <span className="desk-who__note-text">{row.note}</span>
              </span>
            )}
          </span>
        )}
      </div>
    </div>
  );
}

/** A figure the copy does not have: a dash, read as "Sin dato". */
function Missing() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className="desk-muted">
        —
      </span>
      <span className="visually-hidden">{t('agency.roster.missing')}</span>
    </>
  );
}

const signed = (value: number, text: string) =>
  value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;

/** The 30-day change: arrow, colour and sign say the same; the sentence is in the tooltip. */
function Change({ change }: { change: DeskRow['change30d'] }) {
  const { t } = useTranslation();
  if (!change) return <Missing />;
  const { followers, percent } = change;
  const direction = followers > 0 ? 'up' : followers < 0 ? 'down' : 'flat';
  const count = signed(followers, formatInteger(Math.abs(followers)));
  const share = percent === null ? null : signed(percent, formatShare(Math.abs(percent)));
  const said =
    direction === 'flat'
      ? t('agency.roster.changeFlat')
      : share === null
        ? t('agency.roster.changeFollowersOnly', { followers: count })
        : t(direction === 'up' ? 'agency.roster.changeUp' : 'agency.roster.changeDown', {
            percent: share.replace(/^[+−]/, ''),
            followers: count,
          });
  const Arrow = direction === 'up' ? TrendUpIcon : direction === 'down' ? TrendDownIcon : null;
  return (
    <span className={`desk-change desk-change--${direction}`} title={said}>
      <span aria-hidden="true" className="desk-change__figure">
        {Arrow && <Arrow className="desk-change__arrow" />}
        {share ?? count}
      </span>
      {share !== null && (
        <span aria-hidden="true" className="desk-cell__sub">
          {count}
        </span>
      )}
      <span className="visually-hidden">{said}</span>
    </span>
  );
}

function ageText(at: string, now: Date, t: TFunction, style: 'long' | 'short' = 'long'): string {
  return (
    formatDataAge(at, now, style) ??
    t(style === 'short' ? 'agency.roster.justNowShort' : 'agency.roster.justNow')
  );
}

/** When the figures shown were read; older than the inbox's limit shows as a warning. */
function FiguresAge({ readAt, now }: { readAt: string | null; now: Date }) {
  const { t } = useTranslation();
  if (!readAt) return <Missing />;
  const days = (now.getTime() - Date.parse(readAt)) / 86_400_000;
  return (
    <span className={days > 30 ? 'desk-warning-text' : undefined} title={ageText(readAt, now, t)}>
      {ageText(readAt, now, t, 'short')}
    </span>
  );
}

/** The home meter's count as a bar and "7/9". */
function Meter({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const share = total > 0 ? Math.min(1, done / total) : 0;
  return (
    <span className="desk-meter" title={t('agency.roster.completeness', { done, total })}>
      <span className="desk-meter__bar" aria-hidden="true">
        <span
          className={done >= total ? 'desk-meter__fill desk-meter__fill--full' : 'desk-meter__fill'}
          style={{ width: `${share * 100}%` }}
        />
      </span>
      <span aria-hidden="true">
        {done}/{total}
      </span>
      <span className="visually-hidden">{t('agency.roster.completeness', { done, total })}</span>
    </span>
  );
}

function alertText(alert: DeskAccessAlert, t: TFunction): string {
  const network = t(`networks.${alert.network}`);
  if (alert.state === 'expiring') {
    return alert.expires_at
      ? t('agency.roster.access.expiring', { network, date: formatDayMonth(alert.expires_at) })
      : t('agency.roster.access.expiringSoon', { network });
  }
  return t(`agency.roster.access.${alert.state}`, { network });
}

/** Networks whose access needs the creator, as chips; past two, "+N" with the rest in its tooltip. */
function AccessAlerts({ alerts }: { alerts: DeskAccessAlert[] }) {
  const { t } = useTranslation();
  if (alerts.length === 0) return null;
  const texts = alerts.map((alert) => alertText(alert, t));
  const rest = texts.slice(ALERTS_SHOWN);
  return (
    <ul className="desk-chips">
      {alerts.slice(0, ALERTS_SHOWN).map((alert, index) => (
        <li
          key={`${alert.network}:${alert.username}`}
          className={`desk-chip desk-chip--${alert.state === 'expiring' ? 'warning' : 'danger'}`}
          title={alert.username ? `${texts[index]} (@${alert.username})` : texts[index]}
        >
          {texts[index]}
        </li>
      ))}
      {rest.length > 0 && (
        <li className="desk-chip" title={rest.join(' · ')}>
          <span aria-hidden="true">{t('agency.roster.access.more', { count: rest.length })}</span>
          <span className="visually-hidden">{rest.join(' · ')}</span>
        </li>
      )}
    </ul>
  );
}

/** The copy's state (refreshing, failed with why, stale or fresh) and its age. */
function CopyState({ row, now }: { row: DeskRow; now: Date }) {
  const { t, i18n } = useTranslation();
  const offline = useAtomValue(isOfflineAtom);
  const age = row.syncedAt
    ? t('agency.roster.copy.age', { age: ageText(row.syncedAt, now, t) })
    : t('agency.roster.copy.none');
  let chip: { tone: string; text: string; title?: string } | null = null;
  if (row.refresh === 'refreshing')
    chip = { tone: 'info', text: t('agency.roster.copy.refreshing') };
  else if (row.refresh === 'queued') chip = { tone: 'info', text: t('agency.roster.copy.queued') };
  else if (row.refresh === 'failed') {
    const reason = errorMessage(
      { status: 0, code: row.refreshError ?? 'internal_error', message: '' },
      i18n,
    );
    chip = {
      tone: 'danger',
      text: t('agency.roster.copy.failed'),
      title: t('agency.roster.copy.failedTitle', { reason }),
    };
  } else if (row.stale) chip = { tone: 'warning', text: t('agency.roster.copy.stale') };
  // A fresh copy online says its age in the tooltip; offline or stale, every row says it.
  const showAge = chip !== null || offline;
  return (
    <span className="desk-copy" title={showAge ? undefined : age}>
      {chip ? (
        <span className={`desk-chip desk-chip--${chip.tone}`} title={chip.title}>
          {chip.text}
          {chip.title && <span className="visually-hidden">{`: ${chip.title}`}</span>}
        </span>
      ) : (
        <span className="desk-muted">{t('agency.roster.copy.fresh')}</span>
      )}
      {showAge ? (
        <span className="desk-cell__sub">{age}</span>
      ) : (
        <span className="visually-hidden">{age}</span>
      )}
    </span>
  );
}
