import type { TFunction } from 'i18next';
import type {
  CollaborationItem,
  CollaborationStatus,
  ItemEvent,
  ItemStatus,
  NextDueItem,
} from '../../../src-shared/domain/collaboration';
import type { Role } from '../../../src-shared/domain/user';
import { formatDate } from '../../i18n/format';
import type { StatusTone } from '../../ui/StatusPill';

export const ITEM_STATUS_TONES: Record<ItemStatus, StatusTone> = {
  pending: 'neutral',
  draft_submitted: 'info',
  changes_requested: 'warning',
  approved: 'success',
  published: 'success',
  measured: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

export const COLLABORATION_STATUS_TONES: Record<CollaborationStatus, StatusTone> = {
  active: 'info',
  completed: 'success',
  cancelled: 'neutral',
};

/** "Reel 2 de Instagram". */
export function itemLabel(
  item: Pick<NextDueItem, 'network' | 'content_type' | 'number'>,
  t: TFunction,
): string {
  return t('collaborations.item.label', {
    contentType: t(`contentTypes.${item.content_type}`),
    number: item.number,
    network: t(`networks.${item.network}`),
  });
}

/** What the person looking at an item does next, or waits for; null when there is nothing. */
export function nextStepText(
  item: Pick<CollaborationItem, 'status' | 'figures_readable'>,
  role: Role,
  counterpart: string,
  t: TFunction,
): string | null {
  const side = role === 'brand' ? 'brand' : 'creator';
  const key = `collaborations.nextStep.${side}.${item.status}`;
  if (item.status === 'published') {
    const how = item.figures_readable ? 'read' : 'typed';
    return t(`${key}.${how}`, { name: counterpart });
  }
  const text = t(key, { name: counterpart, defaultValue: '' });
  return text === '' ? null : text;
}

/** One timeline entry as a sentence: who did what, to which version. */
export function eventText(
  event: ItemEvent,
  item: Pick<CollaborationItem, 'network'>,
  t: TFunction,
) {
  const actor = event.actor_name || t(`collaborations.timeline.actors.${event.actor}`);
  if (event.action === 'measured') {
    return event.actor === 'system'
      ? t('collaborations.timeline.measuredRead', { network: t(`networks.${item.network}`) })
      : t('collaborations.timeline.measuredTyped', { actor });
  }
  if (event.action === 'due_date_changed') {
    return t('collaborations.timeline.due_date_changed', {
      actor,
      date: event.note ? formatDate(event.note) : '',
    });
  }
  return t(`collaborations.timeline.${event.action}`, { actor, version: event.version ?? '' });
}

/** The event's note worth showing under it (a date change's note is its date, already said). */
export function eventNote(event: ItemEvent): string {
  return event.action === 'due_date_changed' ? '' : event.note;
}
