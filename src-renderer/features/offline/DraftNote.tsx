import { useTranslation } from 'react-i18next';
import type { DraftStatus } from './use-persisted-draft';
import './DraftNote.css';

/** "Borrador guardado" beside a form's buttons, so the person knows leaving loses nothing. */
export function DraftNote({ status }: { status: DraftStatus }) {
  const { t } = useTranslation();
  if (status === 'none') return null;
  return (
    <p role="status" className="draft-note">
      {t(status === 'restored' ? 'drafts.restored' : 'drafts.saved')}
    </p>
  );
}
