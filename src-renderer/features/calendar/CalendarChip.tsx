import type { CalendarEntry } from '../../../src-shared/domain/collaboration';
import { AlertCircleIcon } from '../../ui/icons';
import { NetworkMark } from '../networks-panel';
import { STATUS_TONES, type EntryText } from './calendar-entries';
import { CollaborationItemLink } from './CollaborationItemLink';

export interface CalendarChipProps {
  entry: CalendarEntry;
  late: boolean;
  text: EntryText;
  /** Only the focused day's chips are in the tab order; the agenda lists every one. */
  tabbable: boolean;
}

/**
 * One date in a day of the month grid: the network's mark, `Reel 2` and the other side, drawn in
 * the status's colour (solid for a delivery, dashed for a planned publication, red when late).
 * Its name says all of it in words, starting with what it shows: `Reel 2 de Instagram, Refresco
 * Sol, Entrega, Pendiente` (the network and the details in visually hidden text).
 */
export function CalendarChip({ entry, late, text, tabbable }: CalendarChipProps) {
  const classes = [
    'calendar-chip',
    `calendar-chip--${entry.kind === 'due' ? 'due' : 'planned'}`,
    `calendar-chip--${STATUS_TONES[entry.status]}`,
    late && 'calendar-chip--late',
    (entry.status === 'cancelled' || entry.status === 'rejected') && 'calendar-chip--closed',
  ];
  // The name is the content (visible words plus hidden ones), so it starts with what is shown.
  return (
    <CollaborationItemLink
      collaborationId={entry.collaboration_id}
      itemId={entry.item_id}
      className={classes.filter(Boolean).join(' ')}
      title={text.title(entry, late)}
      tabIndex={tabbable ? 0 : -1}
    >
      <span className="calendar-chip__top">
        <NetworkMark network={entry.network} />
        <span className="calendar-chip__item">
          {text.short(entry)}
          <span className="visually-hidden">{text.onNetwork(entry)}</span>
        </span>
        {late && <AlertCircleIcon className="calendar-chip__late-icon" />}
      </span>
      <span className="calendar-chip__who">
        <span className="visually-hidden">, </span>
        {text.counterpart(entry)}
      </span>
      <span className="visually-hidden">{text.chipDetails(entry, late)}</span>
    </CollaborationItemLink>
  );
}
