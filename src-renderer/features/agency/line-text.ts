import type { TFunction } from 'i18next';
import type { DeskLine, DeskLineItem, DeskRow } from '../../../src-shared/domain/agency-desk';
import { marketToday } from '../../../src-shared/rules/market-calendar';
import { formatDayMonth, formatInteger } from '../../i18n/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Instagram · Reel 2", from the labels every catalogue shares. */
export function itemText(item: DeskLineItem, t: TFunction): string {
  return t('agency.lines.item', {
    network: t(`networks.${item.network}`),
    contentType: t(`contentTypes.${item.content_type}`),
    number: item.number,
  });
}

/** "vence mañana", "vence el 12 dic", "venció el 3 dic"; nothing for an item not due yet. */
export function dueText(line: Pick<DeskLine, 'due' | 'item'>, t: TFunction, now: Date): string {
  if (!line.item || !line.due) return '';
  const date = line.item.due_date;
  if (line.due === 'late') return t('agency.lines.due.late', { date: formatDayMonth(date) });
  const today = marketToday(now);
  if (date <= today) return t('agency.lines.due.today');
  if (date === marketToday(new Date(now.getTime() + DAY_MS))) return t('agency.lines.due.tomorrow');
  return t('agency.lines.due.on', { date: formatDayMonth(date) });
}

/** The access alert a line is about, read from its account's row (the line names the network). */
function accessAlertOf(line: DeskLine, row: DeskRow | undefined) {
  const alerts = row?.accessAlerts ?? [];
  return (
    alerts.find((alert) => alert.network === line.network && alert.username === line.subject) ??
    alerts.find((alert) => alert.network === line.network) ??
    null
  );
}

/**
 * One inbox line as a Spanish sentence, from its kind and facts (main sends no wording):
 * "Propuesta de Café Aurora por responder", "Cambios pedidos: Instagram · Reel 2 (vence
 * mañana)", "El acceso a TikTok vence el 12 dic", "Cifras de hace 34 días".
 */
export function lineText(
  line: DeskLine,
  row: DeskRow | undefined,
  t: TFunction,
  now: Date,
): string {
  const subject = line.subject;
  const network = line.network ? t(`networks.${line.network}`) : '';
  switch (line.kind) {
    case 'proposal_to_answer':
    case 'application_news':
      return t(`agency.lines.${line.kind}`, { subject });
    case 'applicants_waiting': {
      const count = line.count ?? 0;
      return t('agency.lines.applicants_waiting', {
        count,
        formatted: formatInteger(count),
        subject,
      });
    }
    case 'draft_to_hand_in':
    case 'changes_asked':
    case 'publish_approved':
    case 'draft_to_review':
    case 'item_late': {
      const item = line.item ? itemText(line.item, t) : t('agency.lines.itemUnknown');
      const due = dueText(line, t, now);
      const text = t(`agency.lines.${line.kind}`, { subject, item });
      return due ? t('agency.lines.withDue', { text, due }) : text;
    }
    case 'access_expiring': {
      const expiresAt = accessAlertOf(line, row)?.expires_at;
      return expiresAt
        ? t('agency.lines.access_expiring', { network, date: formatDayMonth(expiresAt) })
        : t('agency.lines.access_expiring_soon', { network });
    }
    case 'access_lost':
      return accessAlertOf(line, row)?.state === 'revoked'
        ? t('agency.lines.access_revoked', { network })
        : t('agency.lines.access_expired', { network });
    case 'figures_old':
      return t('agency.lines.figures_old', { count: line.count ?? 0 });
    case 'profile_unfinished':
      return line.count
        ? t('agency.lines.profile_unfinished_steps', { count: line.count })
        : t('agency.lines.profile_unfinished');
  }
}
