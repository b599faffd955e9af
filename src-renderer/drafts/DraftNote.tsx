import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import type { DraftStatus } from './use-persisted-draft';
import './DraftNote.css';

export interface DraftNoteProps {
  status: DraftStatus;
  /** Offers "Descartar borrador" beside the note: the form goes back to what it started with. */
  onDiscard?: () => void;
  /** On a line of its own inside a wrapping row of fields and buttons. */
  ownLine?: boolean;
}

/**
 * "Borrador guardado" beside a form's buttons, so the person knows leaving (or switching account,
 * or closing the app) loses nothing; and the way to drop the draft.
 */
export function DraftNote({ status, onDiscard, ownLine = false }: DraftNoteProps) {
  const { t } = useTranslation();
  if (status === 'none') return null;
  const className = ownLine ? 'draft-note draft-note--own-line' : 'draft-note';
  if (status === 'unreadable') {
    return (
      <p role="alert" className={`${className} draft-note--problem`}>
        {t('drafts.unreadable')}
      </p>
    );
  }
  return (
    <div className={className}>
      {/* Announced politely, but not a `status` region: the forms' own statuses (a handle's
          availability, a save in progress) stay the one status they have. */}
      <p aria-live="polite" className="draft-note__text">
        {t('drafts.saved')}
      </p>
      {onDiscard && (
        <Button variant="ghost" size="sm" onClick={onDiscard}>
          {t('drafts.discard')}
        </Button>
      )}
    </div>
  );
}
