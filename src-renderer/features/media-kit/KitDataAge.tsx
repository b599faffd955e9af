import { useTranslation } from 'react-i18next';
import type { MediaKitView } from '../../../src-shared/domain/media-kit';
import { formatShortDate } from '../../i18n/format';
import { useDataAge } from '../offline/use-data-age';

/** "Datos del 20 nov 2026, hace 2 h", kept current while the page stays open. */
export function KitDataAge({ view }: { view: MediaKitView }) {
  const { t } = useTranslation();
  const syncedAt = view.kit.synced_at;
  const age = useDataAge(syncedAt, 'short');
  return (
    <div className="kit-data-age">
      <p className="kit-data-age__text">
        {t('mediaKit.dataAge', { date: formatShortDate(syncedAt), ago: age })}
      </p>
      {view.from_cache && (
        <>
          <span className="kit-data-age__badge">{t('mediaKit.offlineCopy')}</span>
          <p className="kit-data-age__hint">{t('mediaKit.offlineCopyHint')}</p>
        </>
      )}
    </div>
  );
}
