import { useTranslation } from 'react-i18next';
import type { CollaborationItem } from '../../../src-shared/domain/collaboration';
import { formatDate } from '../../i18n/format';
import { Card } from '../../ui/Card';
import { eventNote, eventText } from './item-text';
import './ItemTimeline.css';

const TIME = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit' });

/** Every move of the item, oldest first: who, when, what, and the note that came with it. */
export function ItemTimeline({ item, label }: { item: CollaborationItem; label: string }) {
  const { t } = useTranslation();
  const titleId = `timeline-${item.id}`;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h3 id={titleId} className="item-detail__section-title">
        {t('collaborations.item.timelineTitle')}
      </h3>
      <ol
        className="item-timeline"
        aria-label={t('collaborations.timeline.label', { item: label })}
      >
        {item.events.map((event) => {
          const note = eventNote(event);
          return (
            <li
              key={event.id}
              className={`item-timeline__entry item-timeline__entry--${event.action}`}
            >
              <p className="item-timeline__what">{eventText(event, item, t)}</p>
              <time className="item-timeline__when" dateTime={event.created_at}>
                {formatDate(event.created_at)} · {TIME.format(new Date(event.created_at))}
              </time>
              {note && <p className="item-timeline__note">{note}</p>}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
