import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../../src-shared/api/envelope';
import type { TransactionFilter } from '../../../src-shared/domain/billing';
import { call } from '../../bridge/client';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { DocumentIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { Pager } from './Pager';
import { TransactionFilters } from './TransactionFilters';
import { filterOf } from './transactions-search';
import { TransactionTable } from './TransactionTable';
import { TransactionTotals } from './TransactionTotals';
import './TransactionsPage.css';

const routeApi = getRouteApi('/member/shell/transactions');

/** Route transactions: the account's ledger, filtered and paged by the core API. */
export function TransactionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('transactions.title'));
  const search = routeApi.useSearch();
  const navigate = useNavigate({ from: '/transactions' });
  const filter = filterOf(search);
  const page = search.page ?? DEFAULT_PAGE;
  const filtered = Object.keys(filter).length > 0;
  const { state, reload } = useRemoteData(`transactions:${JSON.stringify(search)}`, () =>
    call('listTransactions', { filter, page, size_page: DEFAULT_PAGE_SIZE }),
  );

  // A new filter starts again at page 1.
  const applyFilter = (next: TransactionFilter) => void navigate({ search: next });
  const goToPage = (next: number) =>
    void navigate({ search: { ...filter, ...(next > 1 ? { page: next } : {}) } });

  return (
    <>
      <PageHeader title={t('transactions.title')} description={t('transactions.description')} />
      <TransactionFilters filter={filter} onApply={applyFilter} />
      <RemoteView
        state={state}
        loadingLabel={t('transactions.loading')}
        failedTitle={t('transactions.loadFailed')}
        onRetry={reload}
      >
        {(result) => {
          if (result.results.length === 0) {
            return (
              <EmptyState
                icon={<DocumentIcon />}
                title={filtered ? t('transactions.emptyFiltered') : t('transactions.empty')}
                description={
                  filtered ? t('transactions.emptyFilteredHint') : t('transactions.emptyHint')
                }
                action={
                  // Past the last page (the ledger shrank under the filter): offer the first one.
                  page > 1 ? (
                    <Button variant="secondary" onClick={() => goToPage(1)}>
                      {t('transactions.pager.first')}
                    </Button>
                  ) : undefined
                }
              />
            );
          }
          const pageCount = Math.max(1, Math.ceil(result.count / result.size_page));
          return (
            <div className="transactions-page__result">
              <TransactionTotals totals={result.totals} count={result.count} />
              <TransactionTable transactions={result.results} />
              <Pager
                page={page}
                pageCount={pageCount}
                onPage={goToPage}
                label={t('transactions.pager.label')}
              />
            </div>
          );
        }}
      </RemoteView>
    </>
  );
}
