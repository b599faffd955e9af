import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Window title `<page> · <app>`: it is what the OS shows in the task switcher. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.documentTitle', { page: pageTitle });
  }, [pageTitle, t]);
}
