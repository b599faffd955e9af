import { Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDeskBar, useDeskLineFeed } from '../../features/agency';
import { OfflineBanner } from '../../features/offline';
import { useConnectivityFeed } from '../../features/offline';
import { useQueuedActionsFeed } from '../../features/queued-actions';
import { useRecordVisits } from '../../navigation/use-record-visits';
import { currentUserAtom } from '../../session/session-atoms';
import { InsideMainContext } from '../../ui/main-landmark';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import './AppShell.css';

/** Layout of every signed-in screen: left navigation, top bar, scrolling content. */
export function AppShell() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const mainRef = useRef<HTMLElement>(null);
  useRecordVisits();
  useConnectivityFeed();
  useQueuedActionsFeed();
  useDeskLineFeed();

  // The guard keeps signed-out sessions away; this only covers the instant of a sign-out.
  if (!user?.role) return null;

  return (
    <div className="app-shell">
      {/* A button, not `href="#main"`: with hash routing a fragment link would change the route. */}
      <button type="button" className="app-shell__skip" onClick={() => mainRef.current?.focus()}>
        {t('nav.skipToContent')}
      </button>
      <SideNav role={user.role} />
      <div className="app-shell__column">
        <TopBar user={user} />
        <OfflineBanner />
        <div className="app-shell__body">
          <BackToDeskBar />
          <main ref={mainRef} tabIndex={-1} className="app-shell__main">
            <div className="app-shell__content">
              <InsideMainContext.Provider value>
                <Outlet />
              </InsideMainContext.Provider>
            </div>
          </main>
        </div>
      </div>
    </div>
  );
}
