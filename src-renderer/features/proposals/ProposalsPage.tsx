import { getRouteApi, Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PROPOSAL_STATUSES } from '../../../src-shared/domain/proposal';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FilterTabs, filterTabClass } from '../../ui/FilterTabs';
import { usePagedList } from '../../data/use-paged-list';
import { ProposalResults } from './ProposalResults';

const routeApi = getRouteApi('/member/shell/proposals');

/** Route proposals: a brand's sent proposals or a creator's received ones, by status. */
export function ProposalsPage() {
  const { t } = useTranslation();
  const { status } = routeApi.useSearch();
  const role = useAtomValue(currentUserAtom)?.role;
  const list = usePagedList(`proposals:${status ?? 'all'}`, (page) =>
    call('listProposals', { ...(status ? { status } : {}), ...(page > 1 ? { page } : {}) }),
  );
  useDocumentTitle(t('proposals.title'));
  if (!role) return null;

  const tabs = [undefined, ...PROPOSAL_STATUSES];
  return (
    <>
      <PageHeader
        title={t('proposals.title')}
        description={
          role === 'brand'
            ? t('proposals.list.brandDescription')
            : t('proposals.list.creatorDescription')
        }
      />
      <FilterTabs label={t('proposals.list.filterLabel')}>
        {tabs.map((tab) => {
          const current = tab === status;
          return (
            <li key={tab ?? 'all'}>
              <Link
                to="/proposals"
                search={tab ? { status: tab } : {}}
                className={filterTabClass(current)}
                aria-current={current ? 'page' : undefined}
              >
                {tab ? t(`proposals.statuses.${tab}`) : t('proposals.list.all')}
              </Link>
            </li>
          );
        })}
      </FilterTabs>
      <ProposalResults
        list={list}
        role={role}
        label={t('proposals.list.label')}
        emptyTitle={status ? t('proposals.list.emptyFiltered') : t('proposals.list.empty')}
      />
    </>
  );
}
