import { getRouteApi, Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CASTING_CALL_STATUSES } from '../../../src-shared/domain/casting-call';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { buttonClassName } from '../../ui/button-class-name';
import { EmptyState } from '../../ui/EmptyState';
import { MegaphoneIcon, PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FilterTabs, filterTabClass } from '../../ui/FilterTabs';
import { RemoteView } from '../../data/RemoteView';
import { LoadMore } from '../../data/LoadMore';
import { usePagedList } from '../../data/use-paged-list';
import { CastingCallList } from './CastingCallList';

const routeApi = getRouteApi('/member/shell/casting-calls');

/**
 * Route casting-calls: a brand's own calls by status, or, for a creator, the open calls that fit
 * them (the core API does the fitting).
 */
export function CastingCallsPage() {
  const { t } = useTranslation();
  const { status } = routeApi.useSearch();
  const role = useAtomValue(currentUserAtom)?.role;
  const isBrand = role === 'brand';
  // Creators only ever see open calls: a status filter means nothing to them.
  const filter = isBrand ? status : undefined;
  const list = usePagedList(`casting-calls:${filter ?? 'all'}`, (page) =>
    call('listCastingCalls', {
      ...(filter ? { status: filter } : {}),
      ...(page > 1 ? { page } : {}),
    }),
  );
  useDocumentTitle(t('castingCalls.title'));
  if (!role) return null;

  return (
    <>
      <PageHeader
        title={t('castingCalls.title')}
        description={
          isBrand
            ? t('castingCalls.list.brandDescription')
            : t('castingCalls.list.creatorDescription')
        }
        actions={
          isBrand && (
            <Link to="/casting-calls/new" className={buttonClassName()}>
              <span className="ui-button__icon" aria-hidden="true">
                <PlusIcon />
              </span>
              {t('castingCalls.list.new')}
            </Link>
          )
        }
      />
      {isBrand && (
        <FilterTabs label={t('castingCalls.list.filterLabel')}>
          {[undefined, ...CASTING_CALL_STATUSES].map((tab) => {
            const current = tab === filter;
            return (
              <li key={tab ?? 'all'}>
                <Link
                  to="/casting-calls"
                  search={tab ? { status: tab } : {}}
                  className={filterTabClass(current)}
                  aria-current={current ? 'page' : undefined}
                >
                  {tab ? t(`castingCalls.statuses.${tab}`) : t('castingCalls.list.all')}
                </Link>
              </li>
            );
          })}
        </FilterTabs>
      )}
      <RemoteView
        state={list.state}
        loadingLabel={t('castingCalls.list.loading')}
        failedTitle={t('castingCalls.list.failed')}
        onRetry={list.reload}
      >
        {() =>
          list.items.length > 0 ? (
            <>
              <CastingCallList calls={list.items} role={role} />
              <LoadMore list={list} />
            </>
          ) : isBrand ? (
            <EmptyState
              icon={<MegaphoneIcon />}
              title={
                filter ? t('castingCalls.list.emptyFiltered') : t('castingCalls.list.emptyBrand')
              }
              description={
                filter
                  ? t('castingCalls.list.emptyFilteredHint')
                  : t('castingCalls.list.emptyBrandHint')
              }
            />
          ) : (
            <EmptyState
              icon={<MegaphoneIcon />}
              title={t('castingCalls.list.emptyCreator')}
              description={t('castingCalls.list.emptyCreatorHint')}
            />
          )
        }
      </RemoteView>
    </>
  );
}
