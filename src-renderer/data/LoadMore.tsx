import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../i18n/error-message';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import type { PagedList } from './use-paged-list';
import './LoadMore.css';

/** "Mostrar más" under a paged list, with the reason when the next page could not be read. */
export function LoadMore({ list }: { list: PagedList<unknown> }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  if (!list.hasMore) return null;
  return (
    <div className="load-more">
      {list.moreError !== null && <Alert tone="danger">{describe(list.moreError)}</Alert>}
      <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
        {t('castingCalls.list.more')}
      </Button>
    </div>
  );
}
