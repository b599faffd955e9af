import { CoreApiClient } from './api/core-api-client';
import type { TokenStore } from './keychain/token-store';
import type { EventSink } from './ipc/event-sink';
import { createHandlers } from './ipc/handlers';
import type { BridgeHandlers } from './ipc/dispatcher';
import { AccountRegistry } from './session/account-registry';
import { SessionService } from './session/session-service';
import { ProfileService } from './profile/profile-service';
import { NetworkService } from './networks/network-service';
import { AccountService } from './marketplace/account-service';
import { BillingService } from './marketplace/billing-service';
import { DealMoneyService } from './marketplace/deal-money-service';
import { BrandService } from './marketplace/brand-service';
import { BriefcaseService } from './marketplace/briefcase-service';
import { PricingService } from './marketplace/pricing-service';
import { CastingService } from './marketplace/casting-service';
import { FinderService } from './marketplace/finder-service';
import { ProposalService } from './marketplace/proposal-service';
import { OAuthConnection } from './networks/oauth-connection';
import { SettingsStore } from './settings/settings-store';
import { EmbeddedApiHost } from './server-host/embedded-api-host';
import type { ApiRunner } from './server-host/api-runner';
import { embeddedSecretsKeyFrom } from './server-host/embedded-secrets-key';
import type { OpenAuthWindow } from './auth/facebook-desktop-sign-in';
import type { FileDialogs, KitRenderer } from './exports/ports';
import { MediaKitExporter } from './exports/media-kit-exporter';
import { KitVerifications } from './exports/kit-verification';
import { registerWithCoreApi } from './offline/kit-export-records';
import { PendingVerifications } from './offline/pending-verifications';
import { AgencyStore } from './settings/agency-store';
import { KitOptionsStore } from './settings/kit-options-store';
import { KitSettingsService } from './settings/kit-settings';
import { ConnectivityMonitor, healthProbe } from './offline/connectivity-monitor';
import {
  diagnoseUnreachable,
  nodeNetworkStatus,
  type NetworkStatus,
} from './offline/network-status';
import { OfflineStore } from './offline/offline-store';
import { DraftStore } from './offline/draft-store';
import { ActiveAccountDrafts } from './offline/draft-store-active';
import { ActionQueueStore } from './offline/action-queue-store';
import { ActionQueue } from './offline/action-queue';
import { ActiveAccountQueue } from './offline/action-queue-active';
import { queuedActionKinds } from './offline/queued-action-kinds';
import { syncEveryAccount, type SyncRound } from './offline/sync-every-account';
import { AccountSync } from './offline/account-sync';
import { OfflineReads, withOfflineReads } from './offline/offline-reads';
import { AccountMediaKitSource } from './offline/media-kit-source';
import { AiImageService } from './content/ai-image-service';
import { HashtagService } from './content/hashtag-service';
import { MonitorService } from './content/monitor-service';
import { StoriesService, type StoriesBase } from './content/stories-service';
import { STORIES_SERVICE_PREFIX } from '../src-shared/api/paths';
import { serverOptionsFromEnv } from '../src-server/config';
import { warnIfSlow } from './slow-step-warning';
import { CollaborationService, type OpenFilesDialog } from './collaborations/collaboration-service';
import { DraftStaging } from './collaborations/draft-staging';
import { STAGED_PATH_PREFIX } from './collaborations/staged-file-response';
import { collaborationExports } from './collaborations/collaboration-exports';
import { NotificationWatcher } from './collaborations/notification-watcher';
import type { OsNotifier } from './collaborations/os-notifier';
import { AgencyDeskService, type DockBadge } from './agency/agency-desk-service';
import { DeskStore } from './agency/desk-store';

export interface MainServicesOptions {
  userDataDir: string;
  tokens: TokenStore;
  events: EventSink;
  openExternal: (url: string) => Promise<void>;
  openAuthWindow: OpenAuthWindow;
  env?: NodeJS.ProcessEnv;
  /**
   * Electron's own user-data folder, where a data folder chosen in settings is recorded; defaults
   * to `userDataDir` (the app passes it when the data lives elsewhere).
   */
  defaultUserDataDir?: string;
  /** The desktop's printing and native dialogs (Electron in the app, Chromium and a stand-in in tests). */
  desktop: {
    kitRenderer: KitRenderer;
    dialogs: FileDialogs;
    /** The "open files" dialog a draft's images or video are picked with (issue 31). */
    openFiles: OpenFilesDialog;
    /** The system's notifications; none where absent (plain-Node tests, the e2e harness). */
    notifier?: OsNotifier;
    /** Whether one of the app's windows has the focus (no OS notification then). */
    isWindowFocused?: () => boolean;
    /** Brings the app's window forward (a click on an OS notification). */
    revealWindow?: () => void;
    /** The dock or taskbar badge (issue 33); none in tests. */
    badge?: DockBadge;
  };
  /**
   * Whether the computer is online apart from the core API, to tell "no internet" from "the
   * server does not answer"; Electron's in the app, plain Node's checks when not given.
   */
  network?: NetworkStatus;
  /** The migrated database a new embedded data folder starts from (out/db-template.tar.gz). */
  dataTemplate?: string;
  /**
   * Where the embedded API keeps the key that seals provider tokens: the OS keychain under its
   * own service (embedded-secrets-key.ts). Absent: a key file in its data folder.
   */
  secretsKeychain?: TokenStore;
  /**
   * Where the embedded API runs: the app and the e2e harness give it a process of its own
   * (server-host/api-child-process.ts); default, main's own (plain-Node tests).
   */
  apiRunner?: ApiRunner;
}

export interface MainServices {
  handlers: BridgeHandlers;
  /** The agency desk (issue 33): the bench and the e2e harness wait on its refreshes. */
  agencyDesk: AgencyDeskService;
  session: SessionService;
  embeddedApi: EmbeddedApiHost;
  connectivity: ConnectivityMonitor;
  /** Brings every signed-in account's offline copy up to date, as reconnecting does. */
  syncAllCopies(): Promise<SyncRound>;
  /** A mail's unsubscribe link opened in the app, sent to the core API in use (deep links). */
  unsubscribeByLink(email: string, signature: string): Promise<string>;
  /** Starts the embedded core API now when the app runs on it, so the first screen waits less. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Wires every main-process service. Electron's `index.ts` and the e2e harness both call this, so
 * the e2e runs the same handlers the app does; only the transport differs.
 */
export function createMainServices(options: MainServicesOptions): MainServices {
  const env = options.env ?? process.env;
  const settings = new SettingsStore(options.userDataDir, {
    dialogs: options.desktop.dialogs,
    ...(options.defaultUserDataDir ? { defaultUserDataDir: options.defaultUserDataDir } : {}),
  });
  const {
    host: _host,
    port: _port,
    dataDir: _dataDir,
    databaseUrl: _db,
    ...providerOptions
  } = serverOptionsFromEnv(env);
  const embeddedApi = new EmbeddedApiHost(options.userDataDir, {
    server: {
      ...providerOptions,
      ...(options.dataTemplate ? { dataTemplate: options.dataTemplate } : {}),
    },
    ...(options.secretsKeychain
      ? { secretsKey: embeddedSecretsKeyFrom(options.secretsKeychain) }
      : {}),
    ...(options.apiRunner ? { runner: options.apiRunner } : {}),
  });

  const remoteUrl = async () => (await settings.get()).apiBaseUrl;
  let closed = false;
  const baseUrl = async () => {
    // After close a late call (a background sync) must not start the embedded API again.
    if (closed) throw new Error('main services are closed');
    return (await remoteUrl()) ?? (await embeddedApi.url());
  };
  const connectivity = new ConnectivityMonitor({
    // Its own client: no retries and a short timeout, so a probe is one quick question.
    probe: healthProbe(new CoreApiClient({ baseUrl, retryDelaysMs: [], timeoutMs: 5_000 })),
    diagnose: () => diagnoseUnreachable(baseUrl, options.network ?? nodeNetworkStatus),
    events: options.events,
  });
  const api = new CoreApiClient({
    baseUrl,
    onReachability: (online) => connectivity.report(online),
  });

  const offline = new OfflineStore(options.userDataDir);
  const kitOptions = new KitOptionsStore(options.userDataDir);
  const swept = offline
    .sweep()
    .catch((error: unknown) => console.error('[offline] temporary files not swept', error));
  const drafts = new DraftStore({ folderFor: (id) => offline.folderFor(id), ready: swept });
  const queueStore = new ActionQueueStore({
    folderFor: (id) => offline.folderFor(id),
    ready: swept,
  });
  /** Work started in the background (reconnect flush and sync): close waits for it. */
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const settled = work.then(
      () => undefined,
      (error: unknown) => console.error('[main] background work failed', error),
    );
    inFlight.add(settled);
    void settled.finally(() => inFlight.delete(settled));
  };
  const registry = new AccountRegistry(options.userDataDir);
  const session = new SessionService({
    api,
    tokens: options.tokens,
    registry,
    events: options.events,
    serverKey: async () => {
      const remote = await remoteUrl();
      return remote ? new URL(remote).origin : 'embedded';
    },
    // The session starts syncs and a sync reads through the session: these run only after
    // construction, when `accountSync` below exists.
    hooks: {
      activated: (accountId, how) => {
        offline.reopen(accountId);
        drafts.reopen(accountId);
        queueStore.reopen(accountId);
        if (how === 'switched') accountSync.afterSwitch(accountId);
        else accountSync.inBackground(accountId);
        // The renderer shows the queue of the account now active, which goes if it can.
        track(
          actionQueue
            .announceActive()
            .catch((error: unknown) => console.warn('[queue] not announced', error)),
        );
        actionQueue.sendIfOnline(accountId);
        void notificationWatcher.check();
      },
      forgotten: async (accountId) => {
        notificationWatcher.forget(accountId);
        await Promise.all([
          agencyDesk.forget(accountId),
          offline.remove(accountId),
          kitOptions.forget(accountId),
          drafts.forget(accountId),
          queueStore.forget(accountId),
        ]);
      },
    },
  });
  // Each export's verification record, with the exporting account's own token.
  const registerKitExport = registerWithCoreApi(api, session);
  const pendingVerifications = new PendingVerifications({
    folderFor: (accountId) => offline.folderFor(accountId),
    root: offline.root,
    register: registerKitExport,
  });
  const accountSync = new AccountSync({
    api,
    session,
    store: offline,
    pendingRecords: pendingVerifications,
    synced: (accountId) => agencyDesk.accountChanged(accountId),
  });
  // Issue 33: every signed-in account at once, from the copies, refreshed in the background.
  const agencyDesk = new AgencyDeskService({
    session,
    store: offline,
    desk: new DeskStore(options.userDataDir),
    sync: (accountId) => accountSync.sync(accountId),
    api,
    events: options.events,
    dialogs: options.desktop.dialogs,
    notifier: options.desktop.notifier ?? { show: () => undefined },
    badge: options.desktop.badge ?? { setCount: () => undefined },
    isWindowFocused: options.desktop.isWindowFocused ?? (() => true),
    isOnline: () => connectivity.current().online,
    openLine: (line) => {
      options.desktop.revealWindow?.();
      options.events.emit('deskLineOpened', { line });
    },
    log: (message, error) => console.warn(message, error),
  });
  const syncAllCopies = async (): Promise<SyncRound> => {
    const [ids, activeId] = await Promise.all([session.accountIds(), session.activeAccountId()]);
    return syncEveryAccount(ids, activeId, (id) => accountSync.sync(id));
  };
  const profile = new ProfileService(api, session);
  const proposals = new ProposalService(api, session);
  const casting = new CastingService(api, session);
  const briefcase = new BriefcaseService(api, session);
  const pricing = new PricingService(api, session);
  const monitor = new MonitorService(api, session);
  // A draft's files wait in the account's offline folder until the draft is sent; the page shows
  // them from its own origin (`/staged/…`, served by the app protocol or the e2e harness).
  const staging = new DraftStaging({
    folderFor: (accountId) => offline.folderFor(accountId),
    previewUrl: (folderKey, token) => `${STAGED_PATH_PREFIX}${folderKey}/${token}`,
  });
  const collaborations = new CollaborationService(api, session, staging, options.desktop.openFiles);
  const actionQueue = new ActionQueue({
    store: queueStore,
    kinds: queuedActionKinds({
      api,
      session,
      store: offline,
      profile,
      proposals,
      casting,
      pricing,
      monitor,
      collaborations,
    }),
    session,
    events: options.events,
    isOnline: () => connectivity.current().online,
  });
  // Back online: the actions queued meanwhile go first, in order, so the copies synced after
  // them include what they changed; then every account's copy catches up, the active first.
  connectivity.onChange((online) => {
    if (!online) return;
    const flushed = actionQueue
      .flushEveryAccount()
      .catch((error: unknown) => console.error('[queue] queued actions not sent', error));
    const synced = flushed
      .then(() => syncAllCopies())
      .then(({ accounts, failed, ms }) =>
        console.info(
          `[offline] ${accounts} account copies synced in ${Math.round(ms)} ms (${failed} failed)`,
        ),
      )
      .catch((error: unknown) => console.error('[offline] copies not synced', error));
    track(synced);
    // Kits exported offline by any account of this desktop get their records registered.
    track(
      pendingVerifications
        .registerEveryAccount()
        .catch((error: unknown) => console.error('[offline] kit records not registered', error)),
    );
    // So do campaign reports (issue 31).
    track(
      session
        .accountIds()
        .then((ids) => Promise.all(ids.map((id) => reportExports.registerPending(id))))
        .catch((error: unknown) => console.error('[offline] report records not registered', error)),
    );
  });

  const mediaKits = new AccountMediaKitSource({
    session,
    store: offline,
    sync: accountSync,
    pending: pendingVerifications,
  });
  const kitSettings = new KitSettingsService({
    session,
    options: kitOptions,
    agency: new AgencyStore(options.userDataDir),
  });
  const exporter = new MediaKitExporter({
    source: mediaKits,
    renderer: options.desktop.kitRenderer,
    dialogs: options.desktop.dialogs,
    events: options.events,
    settings: kitSettings,
    // The QR code points at the server the kit's account belongs to.
    verifier: new KitVerifications({
      baseUrl,
      register: registerKitExport,
      pending: pendingVerifications,
    }),
  });
  // Issue 31: the active account's inbox read every minute; new notices become OS
  // notifications while the window is not focused, and a click opens the item.
  const notificationWatcher = new NotificationWatcher({
    read: (accountId) => collaborations.notificationsOf(accountId),
    activeAccountId: () => session.activeAccountId(),
    events: options.events,
    notifier: options.desktop.notifier ?? { show: () => undefined },
    isWindowFocused: options.desktop.isWindowFocused ?? (() => true),
    onOpen: (notice) => {
      options.desktop.revealWindow?.();
      if (notice) {
        options.events.emit('noticeOpened', {
          collaboration_id: notice.collaboration_id,
          item_id: notice.item_id,
        });
      }
    },
    log: (message, error) => console.warn(`[notifications] ${message}`, error),
  });
  /**
   * A draft's files picked but never handed in (nor queued) go after a week; those a queued
   * hand-in still names stay on disk until it is sent.
   */
  const sweepStagedFiles = async () => {
    for (const accountId of await session.accountIds()) {
      const queued = await queueStore.read(accountId);
      const keep = new Set(
        queued.flatMap((action) => (action.kind === 'handInDraft' ? action.args.files : [])),
      );
      await staging
        .sweep(accountId, keep)
        .catch((error: unknown) => console.warn('[drafts] staged files not swept', error));
    }
  };
  const reportExports = collaborationExports({
    api,
    session,
    collaborations,
    store: offline,
    renderer: options.desktop.kitRenderer,
    dialogs: options.desktop.dialogs,
    baseUrl,
  });
  // Settings name the stories service, or it is the core API's own `/v2`, wherever that runs.
  const storiesBase = async (): Promise<StoriesBase> => {
    const custom = (await settings.get()).storiesBaseUrl;
    return custom
      ? { url: custom, own: false }
      : { url: `${await baseUrl()}${STORIES_SERVICE_PREFIX}`, own: true };
  };
  const account = new AccountService(api, session);
  const liveHandlers = withOfflineReads(
    createHandlers({
      api,
      session,
      profile,
      networks: new NetworkService(api, session),
      brands: new BrandService(api, session),
      finder: new FinderService(api, session),
      casting,
      proposals,
      briefcase,
      pricing,
      billing: new BillingService(api, session, options.openAuthWindow),
      account,
      oauthConnection: new OAuthConnection(
        api,
        session,
        options.openAuthWindow,
        options.openExternal,
      ),
      settings,
      connectivity,
      drafts: new ActiveAccountDrafts(drafts, session),
      queue: new ActiveAccountQueue(actionQueue, session),
      mediaKits,
      exporter,
      kitSettings,
      aiImages: new AiImageService(api, session, options.desktop.dialogs),
      hashtags: new HashtagService(api),
      monitor,
      stories: new StoriesService({
        api,
        session,
        dialogs: options.desktop.dialogs,
        storiesBase,
      }),
      collaborations,
      collaborationExports: reportExports,
      agencyDesk,
      dealMoney: new DealMoneyService({
        api,
        session,
        openAuthWindow: options.openAuthWindow,
        renderer: options.desktop.kitRenderer,
        dialogs: options.desktop.dialogs,
      }),
      env,
      openExternal: options.openExternal,
      openAuthWindow: options.openAuthWindow,
    }),
    new OfflineReads({ session, store: offline, sync: accountSync }),
  );
  const handlers: BridgeHandlers = {
    ...liveHandlers,
    // Notices read in the panel: the badge and the watcher's count follow at once.
    async markNotificationsRead(args) {
      const answer = await liveHandlers.markNotificationsRead(args);
      void notificationWatcher.check();
      return answer;
    },
  };

  return {
    handlers,
    agencyDesk,
    session,
    embeddedApi,
    connectivity,
    syncAllCopies,
    unsubscribeByLink: (email, signature) => account.unsubscribeByLink(email, signature),
    async warmUp() {
      notificationWatcher.start();
      agencyDesk.start();
      track(sweepStagedFiles());
      // Actions an earlier run left queued go once the core API answers: an app that starts
      // online never sees a reconnect.
      const sendQueued = () => {
        if (closed || !connectivity.current().online) return;
        track(
          actionQueue
            .flushEveryAccount()
            .catch((error: unknown) => console.error('[queue] queued actions not sent', error)),
        );
      };
      if (await remoteUrl()) {
        track(connectivity.check().then(sendQueued));
        return;
      }
      try {
        await embeddedApi.url();
      } catch (error) {
        connectivity.report(false);
        throw error;
      }
      sendQueued();
    },
    async close() {
      closed = true;
      connectivity.close();
      notificationWatcher.stop();
      await warnIfSlow('the agency desk', () => agencyDesk.close());
      // A flush, sync or registration in flight finishes (its calls fail fast once closed)
      // before the embedded API and its database stop under it.
      await warnIfSlow('the queued actions', () => actionQueue.close());
      await warnIfSlow('background work', async () => {
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      });
      accountSync.cancelAfterSwitch();
      await warnIfSlow('the account sync', () => accountSync.idle());
      // A switch answers before its choice is on disk: the next start opens on that account.
      await warnIfSlow('the accounts file', () => registry.settled());
      await warnIfSlow('the embedded API', () => embeddedApi.stop());
    },
  };
}
