import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../i18n/format';
import { activeAccountAtom } from '../../session/session-atoms';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';
import { useDataAge } from '../../connectivity/use-data-age';

/**
 * Offline, the meter and the public link come from this account's saved copy: the page says how
 * old it is beside what it shows (the shell's banner says it for the whole app).
 */
export function HomeDataAge() {
  const offline = useAtomValue(isOfflineAtom);
  if (!offline) return null;
  return <SavedCopyAge />;
}

function SavedCopyAge() {
  const { t } = useTranslation();
  const savedAt = useAtomValue(activeAccountAtom)?.syncedAt ?? null;
  const age = useDataAge(savedAt, 'short');
  return (
    <p className="creator-home__data-age">
      {savedAt
        ? t('home.creator.dataAge', { date: formatShortDate(savedAt), age })
        : t('home.creator.dataAgeNone')}
    </p>
  );
}
