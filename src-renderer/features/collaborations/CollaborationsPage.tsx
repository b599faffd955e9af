import { getRouteApi, Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { COLLABORATION_STATUSES } from '../../../src-shared/domain/collaboration';
import type { Role } from '../../../src-shared/domain/user';
import { call } from '../../bridge/client';
import { usePagedList } from '../../data/use-paged-list';
import { currentUserAtom } from '../../session/session-atoms';
import { FilterTabs, filterTabClass } from '../../ui/FilterTabs';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { CollaborationsSearch } from './collaborations-search';
import { CollaborationResults } from './CollaborationResults';
import { ReviewQueue } from './ReviewQueue';

const routeApi = getRouteApi('/member/shell/collaborations');

/**
 * Route collaborations: the brand's drafts to review (first tab, where its day starts) and its
 * collaborations by status; a creator sees their collaborations by status.
 */
export function CollaborationsPage() {
  const { t } = useTranslation();
  const search = routeApi.useSearch();
  const role = useAtomValue(currentUserAtom)?.role;
  useDocumentTitle(t('collaborations.title'));
  if (!role) return null;

  const tabs: CollaborationsSearch[] = [
    ...(role === 'brand' ? [{ tab: 'review' as const }] : []),
    ...COLLABORATION_STATUSES.map((status) => ({ status })),
    {},
  ];
  const same = (tab: CollaborationsSearch) =>
    tab.tab === search.tab && tab.status === search.status;
  const tabLabel = (tab: CollaborationsSearch) =>
    t(`collaborations.tabs.${tab.tab ?? tab.status ?? 'all'}`);

  return (
    <>
      <PageHeader
        title={t('collaborations.title')}
        description={
          role === 'brand'
            ? t('collaborations.description')
            : t('collaborations.creatorDescription')
        }
      />
      <FilterTabs label={t('collaborations.tabsLabel')}>
        {tabs.map((tab) => (
          <li key={tabLabel(tab)}>
            <Link
              to="/collaborations"
              search={tab}
              className={filterTabClass(same(tab))}
              aria-current={same(tab) ? 'page' : undefined}
            >
              {tabLabel(tab)}
            </Link>
          </li>
        ))}
      </FilterTabs>
      {search.tab === 'review' ? (
        <ReviewQueue />
      ) : (
        <StatusList key={search.status ?? 'all'} status={search.status} role={role} />
      )}
    </>
  );
}

function StatusList({ status, role }: { status: CollaborationsSearch['status']; role: Role }) {
  const { t } = useTranslation();
  const list = usePagedList(`collaborations:${status ?? 'all'}`, (page) =>
    call('listCollaborations', { ...(status ? { status } : {}), ...(page > 1 ? { page } : {}) }),
  );
  return (
    <CollaborationResults
      list={list}
      role={role}
      label={t('collaborations.list.label')}
      emptyTitle={status ? t('collaborations.list.emptyFiltered') : t('collaborations.list.empty')}
    />
  );
}
