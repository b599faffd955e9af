import { vi } from 'vitest';
import { defaultKitOptions } from '../../src-shared/domain/media-kit';
import type { BridgeApi, Unsubscribe } from '../../src-shared/bridge/api';
import type { BridgeEventName, BridgeEventPayload } from '../../src-shared/bridge/contract';
import type { DeskState } from '../../src-shared/domain/agency-desk';
import type { SavedDraft } from '../../src-shared/domain/draft';
import type { QueuedAction } from '../../src-shared/domain/queued-action';
import { AI_IMAGE_MODELS, AI_IMAGE_STYLES } from '../../src-shared/catalogs/ai-image';
import { aDealMoney } from './deal-money-builders';
import {
  aListPage,
  aMediaKit,
  anAppSettings,
  aNetwork,
  aUser,
  ok,
  signedOutSession,
} from './builders';

type Listener<E extends BridgeEventName> = (payload: BridgeEventPayload<E>) => void;

export interface FakeBridge extends BridgeApi {
  /** Delivers an event from "main" to every renderer listener. */
  emit<E extends BridgeEventName>(event: E, payload: BridgeEventPayload<E>): void;
  listenerCount(event: BridgeEventName): number;
}

/** What the fake answers for anything a test did not set up. */
const notFound = () => ({
  ok: false as const,
  error: { status: 404, code: 'not_found', message: 'No encontrado' },
});

/** The core API's answer when no image provider is set up, as on a fresh desktop. */
const imageGeneratorNotConfigured =
  'El estudio de imágenes no está configurado en este servidor. Quien lo administra debe definir ' +
  'IMAGE_API_KEY (la clave de la API de Imagine) y, si usa otra dirección, IMAGE_API_URL, y ' +
  'reiniciarlo.';

/** The agency desk of a desktop whose accounts have nothing waiting and no copy yet. */
const emptyDesk = (): DeskState => ({
  rows: [],
  lines: [],
  openCount: 0,
  refreshing: 0,
  groups: [],
  builtAt: new Date().toISOString(),
});

/**
 * A `BridgeApi` whose methods are `vi.fn`s answering like a fresh, signed-out desktop with no
 * external sign-in providers (profile saves answer a default user, every handle is free, nobody
 * has networks yet, adding one creates it, no network connects through a sign-in window, though
 * `connectNetwork` succeeds for tests that only switch the providers on; the core API is reachable,
 * settings are the embedded default, a kit reads fresh and every export dialog is closed; the
 * image studio has no provider configured and no images, no hashtag is suggested, the monitor
 * tracks nothing and finds nothing, there are no stories; queued actions wait in an in-memory
 * queue that is never sent by itself: a test emits `queuedActionsChanged` to play main sending
 * them). Pass overrides for the methods a test cares about.
 */
export function createFakeBridge(overrides: Partial<BridgeApi> = {}): FakeBridge {
  const listeners: { [E in BridgeEventName]: Set<Listener<E>> } = {
    sessionExpired: new Set(),
    sessionChanged: new Set(),
    connectivityChanged: new Set(),
    exportProgress: new Set(),
    passwordResetLinkOpened: new Set(),
    unsubscribeLinkOpened: new Set(),
    queuedActionsChanged: new Set(),
    notificationsChanged: new Set(),
    noticeOpened: new Set(),
    agencyDeskChanged: new Set(),
    deskLineOpened: new Set(),
  };

  const listen =
    <E extends BridgeEventName>(event: E) =>
    (listener: Listener<E>): Unsubscribe => {
      const set = listeners[event] as Set<Listener<E>>;
      set.add(listener);
      return () => set.delete(listener);
    };

  // Main's draft store for "the active account": in memory, one per fake desktop.
  const drafts = new Map<string, SavedDraft>();
  // Main's queue of actions for "the active account": queued in order, none ever sent by itself.
  let queue: QueuedAction[] = [];
  let queuedIds = 0;
  const queueChanged = () => {
    for (const listener of [...listeners.queuedActionsChanged]) listener(structuredClone(queue));
  };

  const base: BridgeApi = {
    getSession: vi.fn(async () => ok(signedOutSession())),
    signUp: vi.fn(async () => ok(signedOutSession())),
    signIn: vi.fn(async () => ok(signedOutSession())),
    signInWithGoogle: vi.fn(async () => ok(signedOutSession())),
    signInWithFacebook: vi.fn(async () => ok(signedOutSession())),
    getAuthProviders: vi.fn(async () => ok({ google: false, facebook: false })),
    signOut: vi.fn(async () => ok(signedOutSession())),
    switchAccount: vi.fn(async () => ok(signedOutSession())),
    readSavedCopy: vi.fn(async () => ok({ found: false as const })),
    signOutAccount: vi.fn(async () => ok(signedOutSession())),
    signOutEverywhere: vi.fn(async () => ok(signedOutSession())),
    defineRole: vi.fn(async () => ok(signedOutSession())),
    getProfile: vi.fn(async () => ({
      ok: false as const,
      error: { status: 401, code: 'not_authenticated', message: 'No autenticado' },
    })),
    saveProfileSection: vi.fn(async () => ok(aUser())),
    uploadProfileImage: vi.fn(async () => ok(aUser())),
    checkVanity: vi.fn(async () => ok({ ready_vanity_name: false })),
    getPublicProfile: vi.fn(async () => ({
      ok: false as const,
      error: { status: 404, code: 'not_found', message: 'No encontrado' },
    })),
    listNetworks: vi.fn(async () => ok(aListPage([]))),
    addNetwork: vi.fn(async ({ network, username, followers, name = '', url = '', is_channel }) =>
      ok({
        new: true,
        code: 'created',
        user_network: aNetwork({
          uuid: 'network-new',
          network,
          username,
          followers,
          name,
          url,
          is_channel: is_channel ?? false,
          connected: false,
        }),
      }),
    ),
    updateNetwork: vi.fn(async ({ uuid, connection }) =>
      ok(aNetwork({ ...connection, uuid, name: connection.name ?? '', url: connection.url ?? '' })),
    ),
    removeNetwork: vi.fn(async () => ok({ removed: true as const })),
    refreshNetworkMetrics: vi.fn(async ({ uuid }) => ok(aNetwork({ uuid }))),
    getNetworkHistory: vi.fn(async () => ok(aListPage([]))),
    getSocialProviders: vi.fn(async () => ok({ networks: [] })),
    connectNetwork: vi.fn(async ({ network }) =>
      ok({
        new: true,
        code: 'created',
        user_network: aNetwork({
          uuid: 'network-new',
          network,
          username: 'login',
          connected: true,
        }),
      }),
    ),
    getSettings: vi.fn(async () => ok(anAppSettings())),
    saveApiSettings: vi.fn(async ({ apiBaseUrl }) =>
      ok(anAppSettings({ apiMode: apiBaseUrl ? 'remote' : 'embedded', apiBaseUrl })),
    ),
    openDataFolder: vi.fn(async () => ok({ opened: true as const })),
    chooseDataFolder: vi.fn(async () => ok(anAppSettings())),
    getConnectivity: vi.fn(async () => ok({ online: true, checked_at: new Date().toISOString() })),
    checkConnectivity: vi.fn(async () =>
      ok({ online: true, checked_at: new Date().toISOString() }),
    ),
    getMediaKit: vi.fn(async ({ accountId }) =>
      ok({
        kit: aMediaKit(accountId ? { accountId } : {}),
        from_cache: false,
        pending_verifications: 0,
      }),
    ),
    exportMediaKit: vi.fn(async () => ok({ saved: false, fileName: null, verification: null })),
    exportMediaKits: vi.fn(async () =>
      ok({ batchId: 'batch-1', started: false, folderName: null, results: [], cancelled: false }),
    ),
    cancelExport: vi.fn(async () => ok({ cancelled: false })),
    getKitOptions: vi.fn(async () => ok(defaultKitOptions())),
    saveKitOptions: vi.fn(async ({ options }) => ok(options)),
    getAgencyDetails: vi.fn(async () => ok(null)),
    saveAgencyDetails: vi.fn(async () => ok(null)),
    saveStoriesSettings: vi.fn(async ({ storiesBaseUrl }) => ok(anAppSettings({ storiesBaseUrl }))),
    getDraft: vi.fn(async ({ key }) => ok({ draft: drafts.get(key) ?? null, set_aside: null })),
    saveDraft: vi.fn(async ({ key, values }) => {
      const saved_at = new Date().toISOString();
      drafts.set(key, { values: structuredClone(values), saved_at });
      return ok({ saved_at });
    }),
    discardDraft: vi.fn(async ({ key }) => ok({ discarded: drafts.delete(key) })),
    queueAction: vi.fn(async (input) => {
      queuedIds += 1;
      const action = {
        ...structuredClone(input),
        id: `00000000-0000-4000-8000-${String(queuedIds).padStart(12, '0')}`,
        queued_at: new Date().toISOString(),
        status: 'pending' as const,
        conflict: null,
      } as QueuedAction;
      queue = [...queue, action];
      queueChanged();
      return ok(structuredClone(action));
    }),
    listQueuedActions: vi.fn(async () => ok(structuredClone(queue))),
    cancelQueuedAction: vi.fn(async ({ id }) => {
      const cancelled = queue.some((action) => action.id === id && action.status !== 'sending');
      if (cancelled) {
        queue = queue.filter((action) => action.id !== id);
        queueChanged();
      }
      return ok({ cancelled });
    }),
    resolveQueuedConflict: vi.fn(async ({ id, choice }) => {
      const resolved = queue.some((action) => action.id === id && action.status === 'conflict');
      if (resolved) {
        queue =
          choice === 'discard'
            ? queue.filter((action) => action.id !== id)
            : queue.map((action) =>
                action.id === id
                  ? { ...action, status: 'pending' as const, conflict: null }
                  : action,
              );
        queueChanged();
      }
      return ok({ resolved });
    }),
    getAiImageCatalog: vi.fn(async () =>
      ok({
        models: [...AI_IMAGE_MODELS],
        styles: [...AI_IMAGE_STYLES],
        generator: { configured: false, message: imageGeneratorNotConfigured },
      }),
    ),
    generateAiImage: vi.fn(async () => ({
      ok: false as const,
      error: { status: 503, code: 'provider_not_configured', message: imageGeneratorNotConfigured },
    })),
    cancelAiImage: vi.fn(async () => ok({ cancelled: false })),
    listAiImages: vi.fn(async () => ok(aListPage([]))),
    saveAiImageToBriefcase: vi.fn(async () => notFound()),
    deleteAiImage: vi.fn(async () => ok({ removed: true as const })),
    exportAiImage: vi.fn(async () => ok({ saved: false, fileName: null })),
    suggestHashtags: vi.fn(async () => ok({ results: [] })),
    getMonitorPosts: vi.fn(async () => ok({ ...aListPage([]), keywords: [] })),
    getDefaultMonitorKeyword: vi.fn(async () =>
      ok({ keyword: '#publicidad', source: 'generic' as const }),
    ),
    listMonitorKeywords: vi.fn(async () => ok({ results: [] })),
    addMonitorKeyword: vi.fn(async ({ keyword }) =>
      ok({
        id: 'keyword-new',
        keyword,
        kind: keyword.startsWith('#') ? ('hashtag' as const) : ('word' as const),
        created_at: new Date().toISOString(),
      }),
    ),
    removeMonitorKeyword: vi.fn(async () => ok({ removed: true as const })),
    downloadStories: vi.fn(async () => ok(aListPage([]))),
    getStory: vi.fn(async () => notFound()),
    saveStoryFile: vi.fn(async () => ok({ saved: false, fileName: null })),
    getCompany: vi.fn(async () => ok(null)),
    saveCompany: vi.fn(async () => notFound()),
    listBrands: vi.fn(async () => ok(aListPage([]))),
    saveBrand: vi.fn(async () => notFound()),
    uploadBrandLogo: vi.fn(async () => notFound()),
    searchCreators: vi.fn(async () => ok(aListPage([]))),
    getCreator: vi.fn(async () => notFound()),
    getProfileViews: vi.fn(async () =>
      ok({
        max_views: 30,
        used: 0,
        remaining: 30,
        resets_at: '2026-12-01T00:00:00.000Z',
        extra_views: 0,
      }),
    ),
    listShortlist: vi.fn(async () => ok(aListPage([]))),
    addToShortlist: vi.fn(async ({ creator_id }: { creator_id: string }) =>
      ok({ creator_id, shortlisted: true as const }),
    ),
    removeFromShortlist: vi.fn(async ({ creator_id }: { creator_id: string }) =>
      ok({ creator_id, shortlisted: false as const }),
    ),
    seedDemoData: vi.fn(async () => ok({ creators: 0 })),
    listCastingCalls: vi.fn(async () => ok(aListPage([]))),
    getCastingCall: vi.fn(async () => notFound()),
    saveCastingCall: vi.fn(async () => notFound()),
    publishCastingCall: vi.fn(async () => notFound()),
    closeCastingCall: vi.fn(async () => notFound()),
    changeCastingCallBrand: vi.fn(async () => notFound()),
    listApplications: vi.fn(async () => ok(aListPage([]))),
    applyToCastingCall: vi.fn(async () => notFound()),
    decideApplication: vi.fn(async () => notFound()),
    inviteToCastingCall: vi.fn(async () => notFound()),
    listMyApplications: vi.fn(async () => ok(aListPage([]))),
    listProposals: vi.fn(async () => ok(aListPage([]))),
    getProposal: vi.fn(async () => notFound()),
    sendProposal: vi.fn(async () => notFound()),
    answerProposal: vi.fn(async () => notFound()),
    counterProposal: vi.fn(async () => notFound()),
    listCollaborations: vi.fn(async () => ok(aListPage([]))),
    getCollaboration: vi.fn(async () => notFound()),
    listReviewQueue: vi.fn(async () => ok(aListPage([]))),
    getCollaborationCalendar: vi.fn(async () => ok({ results: [] })),
    stageDraftFiles: vi.fn(async () => ok({ files: [], refused: [] })),
    setStagedPoster: vi.fn(async () => ok({ saved: true as const })),
    discardStagedFiles: vi.fn(async () => ok({ removed: true as const })),
    handInDraft: vi.fn(async () => notFound()),
    reviewDraft: vi.fn(async () => notFound()),
    publishItem: vi.fn(async () => notFound()),
    recordItemFigures: vi.fn(async () => notFound()),
    answerItemCancellation: vi.fn(async () => notFound()),
    setItemDueDate: vi.fn(async () => notFound()),
    listNotifications: vi.fn(async () =>
      ok({ results: [], count: 0, unread: 0, page: 1, size_page: 20 }),
    ),
    markNotificationsRead: vi.fn(async () => ok({ read: true as const })),
    exportCampaignReport: vi.fn(async () => ok({ saved: false, fileName: null })),
    exportCalendar: vi.fn(async () => ok({ saved: false, fileName: null })),
    // A deal funded and held, so the collaboration's work goes on as before issue 32.
    getDealMoney: vi.fn(async () => ok(aDealMoney())),
    fundDeal: vi.fn(async () => ok(aDealMoney())),
    releaseDeal: vi.fn(async () => notFound()),
    retryPayout: vi.fn(async () => notFound()),
    getPlatformFees: vi.fn(async () => ok({ platform_fee_percent: 10 })),
    listDealReceipts: vi.fn(async () => ok({ results: [] })),
    exportDealReceipt: vi.fn(async () => ok({ saved: false, fileName: null })),
    // The agency desk: empty, every refresh skipped, and the roster's save dialog closed.
    getAgencyDesk: vi.fn(async () => ok(emptyDesk())),
    refreshAgencyDesk: vi.fn(async () => ok(emptyDesk())),
    refreshDeskFigures: vi.fn(async ({ accountIds }) =>
      ok({ refreshed: 0, failed: [], skipped: accountIds.length }),
    ),
    saveDeskAccount: vi.fn(async () => ok(emptyDesk())),
    markDeskLine: vi.fn(async () => ok(emptyDesk())),
    exportRoster: vi.fn(async () => ok({ saved: false, fileName: null })),
    listBriefcase: vi.fn(async () => ok(aListPage([]))),
    addBriefcaseItem: vi.fn(async () => notFound()),
    removeBriefcaseItem: vi.fn(async () => ok({ removed: true as const })),
    listPrices: vi.fn(async () => ok({ results: [] })),
    savePrice: vi.fn(async () => notFound()),
    removePrice: vi.fn(async () => ok({ removed: true as const })),
    listInterests: vi.fn(async () => ok({ results: [] })),
    addInterest: vi.fn(async () => notFound()),
    removeInterest: vi.fn(async () => ok({ removed: true as const })),
    getPlan: vi.fn(async () =>
      ok({
        premium: false,
        plan: 'free' as const,
        ends_at: null,
        days_left: null,
        trial_used: false,
        credits: 0,
        text: 'Tienes el plan gratuito.',
      }),
    ),
    buyCredits: vi.fn(async () => notFound()),
    applyTrial: vi.fn(async () => notFound()),
    listTransactions: vi.fn(async () =>
      ok({
        results: [],
        count: 0,
        page: 1,
        size_page: 20,
        totals: { amount: 0, money_in: 0, money_out: 0 },
      }),
    ),
    getPayoutAccount: vi.fn(async () => ok({ email_masked: null, updated_at: null })),
    savePayoutEmail: vi.fn(async () => notFound()),
    changePassword: vi.fn(async () => ok({ changed: true as const })),
    requestPasswordReset: vi.fn(async () => ok({ sent: true as const })),
    resetPassword: vi.fn(async () => ok({ changed: true as const })),
    deleteAccount: vi.fn(async () => ok(signedOutSession())),
    getInfluencerSettings: vi.fn(async () => ok({ open_to_offers: true, minimum_budget: null })),
    saveInfluencerSettings: vi.fn(async (settings) => ok(settings)),
    onSessionExpired: vi.fn(listen('sessionExpired')),
    onSessionChanged: vi.fn(listen('sessionChanged')),
    onConnectivityChanged: vi.fn(listen('connectivityChanged')),
    onExportProgress: vi.fn(listen('exportProgress')),
    onPasswordResetLinkOpened: vi.fn(listen('passwordResetLinkOpened')),
    onUnsubscribeLinkOpened: vi.fn(listen('unsubscribeLinkOpened')),
    onQueuedActionsChanged: vi.fn(listen('queuedActionsChanged')),
    onNotificationsChanged: vi.fn(listen('notificationsChanged')),
    onNoticeOpened: vi.fn(listen('noticeOpened')),
    onAgencyDeskChanged: vi.fn(listen('agencyDeskChanged')),
    onDeskLineOpened: vi.fn(listen('deskLineOpened')),
  };

  return {
    ...base,
    ...overrides,
    emit(event, payload) {
      for (const listener of [...listeners[event]]) {
        (listener as Listener<typeof event>)(payload);
      }
    },
    listenerCount: (event) => listeners[event].size,
  };
}

/** Creates a fake bridge and exposes it as `window.bridge`, as preload would. */
export function installFakeBridge(overrides: Partial<BridgeApi> = {}): FakeBridge {
  const bridge = createFakeBridge(overrides);
  window.bridge = bridge;
  return bridge;
}
