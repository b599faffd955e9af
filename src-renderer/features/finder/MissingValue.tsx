import { useTranslation } from 'react-i18next';

/** A figure nobody reported: a dash on screen, words for screen readers. */
export function MissingValue() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('finder.table.missing')}</span>
    </>
  );
}
