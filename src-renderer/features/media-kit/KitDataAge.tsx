import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKitView } from '../../../src-shared/domain/media-kit';
import { kitDates } from '../../../src-shared/media-kit/media-kit-i18n';
import { useDataAge } from '../../connectivity/use-data-age';

/**
 * "Datos del 20 de noviembre de 2026, hace 2 h", kept current while the page stays open. The day
 * comes from the kit's own formatter, so the page and the kit it exports name the same one.
 */
export function KitDataAge({
  view,
  pendingVerifications,
}: {
  view: MediaKitView;
  /** Kits of this account exported offline whose verification is not registered yet. */
  pendingVerifications: number;
}) {
  const { t } = useTranslation();
  const syncedAt = view.kit.synced_at;
  const age = useDataAge(syncedAt, 'short');
  const day = useMemo(() => kitDates().day(syncedAt), [syncedAt]);
  return (
    <div className="kit-data-age">
      <p className="kit-data-age__text">{t('mediaKit.dataAge', { date: day, ago: age })}</p>
      {view.from_cache && (
        <>
          <span className="kit-data-age__badge">{t('mediaKit.offlineCopy')}</span>
          <p className="kit-data-age__hint">{t('mediaKit.offlineCopyHint')}</p>
        </>
      )}
      {pendingVerifications > 0 && (
        <p className="kit-data-age__pending">
          {t('mediaKit.pendingVerifications', { count: pendingVerifications })}
        </p>
      )}
    </div>
  );
}
