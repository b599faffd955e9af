import { getRouteApi, Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_MIN_ACCOUNTS, type DeskState } from '../../../src-shared/domain/agency-desk';
import { call } from '../../bridge/client';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';
import { ServerButton } from '../../connectivity/ServerButton';
import { formatInteger } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/error-message';
import { sessionAtom } from '../../session/session-atoms';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { buttonClassName } from '../../ui/button-class-name';
import { EmptyState } from '../../ui/EmptyState';
import { FilterTabs, filterTabClass } from '../../ui/FilterTabs';
import { RefreshIcon, UserPlusIcon, UsersIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { AgencySearch } from './agency-search';
import { returnToDeskAtom } from './desk-atoms';
import { DeskInbox } from './DeskInbox';
import { DeskRoster } from './DeskRoster';
import { useAgencyDesk, type AgencyDesk } from './use-agency-desk';
import './AgencyPage.css';

const routeApi = getRouteApi('/member/shell/agency');

/**
 * Route agency (issue 33), both roles: every account signed in on this desktop at a glance. The
 * roster (sortable, filtered, grouped by role, with actions on the rows ticked) and the inbox of
 * what waits in any account, each line opening its screen in its own account. Built by main from
 * each account's copy at once and refreshed in the background, so it works offline too.
 */
export function AgencyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('agency.title'));
  const search = routeApi.useSearch();
  const accounts = useAtomValue(sessionAtom).accounts.length;
  // Back on the desk: "Volver a Agencia" has done its job.
  const setReturnTo = useSetAtom(returnToDeskAtom);
  useEffect(() => setReturnTo(null), [setReturnTo]);

  if (accounts < DESK_MIN_ACCOUNTS) {
    return (
      <div className="agency-page">
        <PageHeader title={t('agency.title')} />
        <EmptyState
          icon={<UsersIcon />}
          title={t('agency.tooFew.title')}
          description={<p>{t('agency.tooFew.description')}</p>}
          action={
            <Link to="/add-account" className={buttonClassName({ variant: 'primary' })}>
              <span className="ui-button__icon" aria-hidden="true">
                <UserPlusIcon />
              </span>
              {t('agency.tooFew.action')}
            </Link>
          }
        />
      </div>
    );
  }
  return <Desk view={search} />;
}

function Desk({ view }: { view: AgencySearch }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const agency = useAgencyDesk();
  const { load } = agency;
  const desk = load.status === 'ready' ? load.desk : null;
  const openCount = desk?.openCount ?? 0;

  return (
    <div className="agency-page">
      <PageHeader
        title={t('agency.title')}
        description={desk && <DeskStatus desk={desk} />}
        actions={desk && <RefreshAllButton agency={agency} />}
      />
      <FilterTabs label={t('agency.tabs.label')}>
        <li>
          <Link
            to="/agency"
            search={{}}
            className={filterTabClass(!view.view)}
            aria-current={!view.view ? 'page' : undefined}
          >
            {t('agency.tabs.roster', { count: desk?.rows.length ?? 0 })}
          </Link>
        </li>
        <li>
          <Link
            to="/agency"
            search={{ view: 'inbox' }}
            className={filterTabClass(view.view === 'inbox')}
            aria-current={view.view === 'inbox' ? 'page' : undefined}
          >
            {t('agency.tabs.inbox', { count: openCount })}
          </Link>
        </li>
      </FilterTabs>
      {load.status === 'loading' && (
        <div className="agency-page__waiting">
          <Spinner label={t('agency.loading')} />
        </div>
      )}
      {load.status === 'failed' && (
        <Alert tone="danger" title={t('agency.loadFailed')}>
          <p>{describe(load.error)}</p>
          <Button
            variant="secondary"
            size="sm"
            className="agency-page__retry"
            onClick={agency.reload}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {desk &&
        (view.view === 'inbox' ? (
          <DeskInbox desk={desk} onChange={agency.apply} />
        ) : (
          <DeskRoster desk={desk} onChange={agency.apply} />
        ))}
    </div>
  );
}

/** How many accounts, what waits, what is refreshing; offline, where the figures come from. */
function DeskStatus({ desk }: { desk: DeskState }) {
  const { t } = useTranslation();
  const offline = useAtomValue(isOfflineAtom);
  const count = (value: number) => ({ count: value, formatted: formatInteger(value) });
  const parts = [
    t('agency.status.accounts', count(desk.rows.length)),
    desk.openCount > 0
      ? t('agency.status.open', count(desk.openCount))
      : t('agency.status.openNone'),
  ];
  return (
    <div className="agency-status">
      <p className="agency-status__line">
        {parts.join(' · ')}
        {/* Announced as it changes: accounts finish refreshing while the person reads. */}
        <span role="status" className="agency-status__refreshing">
          {desk.refreshing > 0 && (
            <>
              <Spinner size="sm" />
              {t('agency.status.refreshing', count(desk.refreshing))}
            </>
          )}
        </span>
      </p>
      {offline && <p className="agency-status__offline">{t('agency.status.offline')}</p>}
    </div>
  );
}

/** Reads every account's copy again in the background. */
function RefreshAllButton({ agency }: { agency: AgencyDesk }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      agency.apply(await call('refreshAgencyDesk', {}));
    } catch (error) {
      toast.error({ title: t('agency.refreshFailed'), description: describe(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ServerButton
      variant="secondary"
      icon={<RefreshIcon />}
      loading={busy}
      title={t('agency.refreshAllHint')}
      onClick={() => void refresh()}
    >
      {t('agency.refreshAll')}
    </ServerButton>
  );
}
