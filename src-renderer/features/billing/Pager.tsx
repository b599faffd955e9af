import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Already translated; names the navigation landmark. */
  label: string;
}

/** Previous and next with "page n of m"; the ends are disabled rather than hidden, so nothing jumps. */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('transactions.pager.previous')}
      </Button>
      <p className="pager__position">
        {t('transactions.pager.position', { page, count: pageCount })}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('transactions.pager.next')}
      </Button>
    </nav>
  );
}
