import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { activeAccountAtom } from '../session/session-atoms';
import { isOfflineAtom } from './connectivity-atoms';
import { useDataAge } from './use-data-age';
import './SectionOfflineNote.css';

/**
 * In a section that could not be read while the server is away and has nothing saved: a quiet
 * line instead of an error card, since the one banner at the top already says why.
 */
export function SectionNoSavedData() {
  const { t } = useTranslation();
  return <p className="section-offline-note">{t('offline.sectionNoData')}</p>;
}

/**
 * Above a section's data while the server is away: how old the saved copy it comes from is.
 * `savedAt` is when main kept this very answer (`offline_saved_at`, e.g. a creator page opened
 * days ago); without it, the account's last sync.
 */
export function SectionDataAge({ savedAt: entrySavedAt = null }: { savedAt?: string | null }) {
  const offline = useAtomValue(isOfflineAtom);
  const syncedAt = useAtomValue(activeAccountAtom)?.syncedAt ?? null;
  const savedAt = entrySavedAt ?? syncedAt;
  if (!offline || !savedAt) return null;
  return <SavedAge savedAt={savedAt} />;
}

function SavedAge({ savedAt }: { savedAt: string }) {
  const { t } = useTranslation();
  const age = useDataAge(savedAt, 'short');
  return (
    <p className="section-offline-note section-offline-note--age">
      {t('offline.sectionAge', { age })}
    </p>
  );
}
