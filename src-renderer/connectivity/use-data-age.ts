import { useTranslation } from 'react-i18next';
import { formatDataAge, type AgeStyle } from './data-age';
import { useNow } from './use-now';

/** "hace 5 minutos" for data saved at `savedAt`, kept current; null when nothing was saved. */
export function useDataAge(savedAt: string | null, style: AgeStyle = 'long'): string | null {
  const { t } = useTranslation();
  const now = useNow();
  if (!savedAt) return null;
  return formatDataAge(savedAt, now, style) ?? t('offline.justNow');
}
