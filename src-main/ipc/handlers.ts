import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type {
  AuthProviders,
  BridgeParsedArgs,
  SavedFileAnswer,
} from '../../src-shared/bridge/contract';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';
import type { ProfileService } from '../profile/profile-service';
import type { NetworkService } from '../networks/network-service';
import type { OAuthConnection } from '../networks/oauth-connection';
import type { SettingsStore } from '../settings/settings-store';
import type { KitSettingsService } from '../settings/kit-settings';
import type { AccountService } from '../marketplace/account-service';
import type { BillingService } from '../marketplace/billing-service';
import type { BrandService } from '../marketplace/brand-service';
import type { BriefcaseService } from '../marketplace/briefcase-service';
import type { PricingService } from '../marketplace/pricing-service';
import type { CastingService } from '../marketplace/casting-service';
import type { FinderService } from '../marketplace/finder-service';
import type { ProposalService } from '../marketplace/proposal-service';
import type { MediaKitExporter } from '../exports/media-kit-exporter';
import type { MediaKitSource } from '../exports/ports';
import type { ConnectivityMonitor } from '../offline/connectivity-monitor';
import type { ActiveAccountDrafts } from '../offline/draft-store-active';
import type { ActiveAccountQueue } from '../offline/action-queue-active';
import type { AiImageService } from '../content/ai-image-service';
import type { HashtagService } from '../content/hashtag-service';
import type { MonitorService } from '../content/monitor-service';
import type { StoriesService } from '../content/stories-service';
import { googleDesktopSignIn, type GoogleClientInfo } from '../auth/google-desktop-sign-in';
import { facebookDesktopSignIn, type OpenAuthWindow } from '../auth/facebook-desktop-sign-in';
import type { CollaborationService } from '../collaborations/collaboration-service';
import type { AgencyDeskService } from '../agency/agency-desk-service';
import type { DealMoneyService } from '../marketplace/deal-money-service';
import type { BridgeHandlers } from './dispatcher';

/** What the core API says about its identity providers (`auth-providers`). */
interface ProviderInfo {
  google: GoogleClientInfo | null;
  facebook: { app_id: string } | null;
}

export interface HandlerDeps {
  api: CoreApiClient;
  session: SessionService;
  profile: ProfileService;
  networks: NetworkService;
  oauthConnection: OAuthConnection;
  brands: BrandService;
  finder: FinderService;
  casting: CastingService;
  proposals: ProposalService;
  briefcase: BriefcaseService;
  pricing: PricingService;
  billing: BillingService;
  account: AccountService;
  settings: SettingsStore;
  connectivity: ConnectivityMonitor;
  drafts: ActiveAccountDrafts;
  /** Issue 17: the active account's actions queued while the core API could not be reached. */
  queue: ActiveAccountQueue;
  mediaKits: MediaKitSource;
  exporter: MediaKitExporter;
  kitSettings: KitSettingsService;
  aiImages: AiImageService;
  hashtags: HashtagService;
  monitor: MonitorService;
  stories: StoriesService;
  /** Issue 31: collaborations, the review queue, the calendar and the inbox. */
  collaborations: CollaborationService;
  /** The brand's campaign report and the calendar's `.ics`, through the native save dialog. */
  collaborationExports: {
    report(args: BridgeParsedArgs<'exportCampaignReport'>): Promise<SavedFileAnswer>;
    calendar(args: BridgeParsedArgs<'exportCalendar'>): Promise<SavedFileAnswer>;
  };
  /** Issue 32: a collaboration's money (funding, release, payouts, receipts). */
  dealMoney: DealMoneyService;
  agencyDesk: AgencyDeskService;
  openExternal: (url: string) => Promise<void>;
  openAuthWindow: OpenAuthWindow;
  env: NodeJS.ProcessEnv;
}

const notConfigured = (provider: string) =>
  new BridgeError({
    status: 503,
    code: ErrorCode.providerNotConfigured,
    message: `El inicio de sesión con ${provider} no está configurado en este servidor.`,
  });

export function createHandlers(deps: HandlerDeps): BridgeHandlers {
  const { api, session, profile, networks, oauthConnection, settings, env } = deps;
  const { brands, finder, casting, proposals, briefcase, pricing, billing, account } = deps;
  const { connectivity, mediaKits, exporter, kitSettings } = deps;
  const { aiImages, hashtags, monitor, stories, collaborations } = deps;
  const providers = () => api.get<ProviderInfo>(ApiPath.authProviders);

  return {
    getSession: () => session.getSession(),
    signUp: (credentials) => session.signUp(credentials),
    signIn: (credentials) => session.signIn(credentials),
    async signInWithGoogle() {
      const { google } = await providers();
      if (!google) throw notConfigured('Google');
      const idToken = await googleDesktopSignIn(google, {
        openExternal: deps.openExternal,
        ...(env.GOOGLE_DESKTOP_CLIENT_SECRET
          ? { clientSecret: env.GOOGLE_DESKTOP_CLIENT_SECRET }
          : {}),
      });
      return session.signInWithIdentityToken(ApiPath.googleLogin, { id_token: idToken });
    },
    async signInWithFacebook() {
      const { facebook } = await providers();
      if (!facebook) throw notConfigured('Facebook');
      const accessToken = await facebookDesktopSignIn({
        appId: facebook.app_id,
        openAuthWindow: deps.openAuthWindow,
        ...(env.FACEBOOK_DIALOG_URL ? { dialogUrl: env.FACEBOOK_DIALOG_URL } : {}),
      });
      return session.signInWithIdentityToken(ApiPath.facebookLogin, { access_token: accessToken });
    },
    async getAuthProviders(): Promise<AuthProviders> {
      const { google, facebook } = await providers();
      return { google: google !== null, facebook: facebook !== null };
    },
    signOut: () => session.signOut(),
    switchAccount: ({ accountId }) => session.switchAccount(accountId),
    // The copy answers through withOfflineReads; composed without it, nothing is saved.
    readSavedCopy: async () => ({ found: false }),
    signOutAccount: ({ accountId }) => session.signOutAccount(accountId),
    signOutEverywhere: () => session.signOutEverywhere(),
    defineRole: (input) => session.defineRole(input),
    getProfile: () => session.getProfile(),
    saveProfileSection: (args) => profile.saveSection(args),
    uploadProfileImage: (args) => profile.uploadImage(args),
    checkVanity: (args) => profile.checkVanity(args),
    getPublicProfile: (args) => profile.getPublicProfile(args),
    listNetworks: () => networks.list(),
    addNetwork: (connection) => networks.add(connection),
    updateNetwork: (args) => networks.update(args),
    removeNetwork: (args) => networks.remove(args),
    refreshNetworkMetrics: (args) => networks.refreshMetrics(args),
    getNetworkHistory: (args) => networks.history(args),
    getSocialProviders: () => oauthConnection.providers(),
    connectNetwork: (args) => oauthConnection.connect(args),
    getSettings: () => settings.get(),
    async saveApiSettings(args) {
      const saved = await settings.saveApiSettings(args);
      // Another server: its reachability and its own accounts, not the previous one's.
      void connectivity.check();
      await session.publish();
      return saved;
    },
    openDataFolder: () => settings.openDataFolder(),
    chooseDataFolder: () => settings.chooseDataFolder(),
    getConnectivity: async () => connectivity.current(),
    checkConnectivity: () => connectivity.check(),
    getMediaKit: ({ accountId }) => mediaKits.kitFor(accountId),
    exportMediaKit: (args) => exporter.exportOne(args),
    exportMediaKits: (args) => exporter.exportMany(args),
    cancelExport: async () => exporter.cancel(),
    getKitOptions: (args) => kitSettings.getOptions(args),
    saveKitOptions: (args) => kitSettings.saveOptions(args),
    getAgencyDetails: () => kitSettings.getAgency(),
    saveAgencyDetails: (input) => kitSettings.saveAgency(input),
    saveStoriesSettings: (args) => settings.saveStoriesSettings(args),
    getDraft: (args) => deps.drafts.get(args),
    saveDraft: (args) => deps.drafts.save(args),
    discardDraft: (args) => deps.drafts.discard(args),
    queueAction: (input) => deps.queue.add(input),
    listQueuedActions: () => deps.queue.list(),
    cancelQueuedAction: (args) => deps.queue.cancel(args),
    resolveQueuedConflict: (args) => deps.queue.resolve(args),
    getAiImageCatalog: () => aiImages.catalog(),
    generateAiImage: (input) => aiImages.generate(input),
    cancelAiImage: async () => aiImages.cancel(),
    listAiImages: (args) => aiImages.list(args),
    saveAiImageToBriefcase: (args) => aiImages.saveToBriefcase(args),
    deleteAiImage: (args) => aiImages.remove(args),
    exportAiImage: (args) => aiImages.export(args),
    suggestHashtags: (query) => hashtags.suggest(query),
    getMonitorPosts: (args) => monitor.posts(args),
    getDefaultMonitorKeyword: () => monitor.defaultKeyword(),
    listMonitorKeywords: () => monitor.keywords(),
    addMonitorKeyword: (input) => monitor.addKeyword(input),
    removeMonitorKeyword: (args) => monitor.removeKeyword(args),
    downloadStories: (args) => stories.download(args),
    getStory: (args) => stories.getStory(args),
    saveStoryFile: (args) => stories.saveFile(args),
    getCompany: () => brands.getCompany(),
    saveCompany: (company) => brands.saveCompany(company),
    listBrands: () => brands.listBrands(),
    saveBrand: (args) => brands.saveBrand(args),
    uploadBrandLogo: (args) => brands.uploadLogo(args),
    searchCreators: (query) => finder.searchCreators(query),
    getCreator: (args) => finder.getCreator(args),
    getProfileViews: () => finder.getProfileViews(),
    listShortlist: (args) => finder.listShortlist(args),
    addToShortlist: (args) => finder.addToShortlist(args),
    removeFromShortlist: (args) => finder.removeFromShortlist(args),
    seedDemoData: () => finder.seedDemoData(),
    listCastingCalls: (args) => casting.list(args),
    getCastingCall: (args) => casting.get(args),
    saveCastingCall: (args) => casting.save(args),
    publishCastingCall: (args) => casting.publish(args),
    closeCastingCall: (args) => casting.close(args),
    changeCastingCallBrand: (args) => casting.changeBrand(args),
    listApplications: (args) => casting.applications(args),
    applyToCastingCall: (args) => casting.apply(args),
    decideApplication: (args) => casting.decide(args),
    inviteToCastingCall: (args) => casting.invite(args),
    listMyApplications: () => casting.myApplications(),
    listProposals: (args) => proposals.list(args),
    getProposal: (args) => proposals.get(args),
    sendProposal: (input) => proposals.send(input),
    answerProposal: (args) => proposals.answer(args),
    counterProposal: (args) => proposals.counter(args),
    listCollaborations: (args) => collaborations.list(args),
    getCollaboration: (args) => collaborations.get(args),
    listReviewQueue: (args) => collaborations.reviewQueue(args),
    getCollaborationCalendar: (args) => collaborations.calendar(args),
    stageDraftFiles: () => collaborations.stageFiles(),
    setStagedPoster: (args) => collaborations.setPoster(args),
    discardStagedFiles: (args) => collaborations.discard(args),
    handInDraft: (args) => collaborations.handIn(args),
    reviewDraft: (args) => collaborations.review(args),
    publishItem: (args) => collaborations.publish(args),
    recordItemFigures: (args) => collaborations.recordFigures(args),
    answerItemCancellation: (args) => collaborations.answerCancellation(args),
    setItemDueDate: (args) => collaborations.setDueDate(args),
    listNotifications: (args) => collaborations.notifications(args),
    markNotificationsRead: (args) => collaborations.markRead(args),
    exportCampaignReport: (args) => deps.collaborationExports.report(args),
    exportCalendar: (args) => deps.collaborationExports.calendar(args),
    getDealMoney: (args) => deps.dealMoney.get(args),
    fundDeal: (args) => deps.dealMoney.fund(args),
    releaseDeal: (args) => deps.dealMoney.release(args),
    retryPayout: (args) => deps.dealMoney.retryPayout(args),
    getPlatformFees: () => deps.dealMoney.platformFees(),
    listDealReceipts: (args) => deps.dealMoney.receipts(args),
    exportDealReceipt: (args) => deps.dealMoney.exportReceipt(args),
    getAgencyDesk: () => deps.agencyDesk.get(),
    refreshAgencyDesk: ({ accountIds }) => deps.agencyDesk.refresh(accountIds),
    refreshDeskFigures: ({ accountIds }) => deps.agencyDesk.refreshFigures(accountIds),
    saveDeskAccount: ({ accountId, group, note }) =>
      deps.agencyDesk.saveAccount(accountId, {
        ...(group !== undefined ? { group } : {}),
        ...(note !== undefined ? { note } : {}),
      }),
    markDeskLine: ({ lineId, action }) => deps.agencyDesk.markLine(lineId, action),
    exportRoster: ({ accountIds, format }) => deps.agencyDesk.exportRoster(accountIds, format),
    listBriefcase: () => briefcase.list(),
    addBriefcaseItem: (args) => briefcase.add(args),
    removeBriefcaseItem: (args) => briefcase.remove(args),
    listPrices: () => pricing.listPrices(),
    savePrice: (price) => pricing.savePrice(price),
    removePrice: (args) => pricing.removePrice(args),
    listInterests: () => pricing.listInterests(),
    addInterest: (input) => pricing.addInterest(input),
    removeInterest: (args) => pricing.removeInterest(args),
    getPlan: () => billing.getPlan(),
    buyCredits: (args) => billing.buyCredits(args),
    applyTrial: () => billing.applyTrial(),
    listTransactions: (args) => billing.listTransactions(args),
    getPayoutAccount: () => billing.getPayoutAccount(),
    savePayoutEmail: (input) => billing.savePayoutEmail(input),
    changePassword: (input) => account.changePassword(input),
    requestPasswordReset: (input) => account.requestPasswordReset(input),
    resetPassword: (input) => account.resetPassword(input),
    deleteAccount: (input) => account.deleteAccount(input),
    getInfluencerSettings: () => account.getInfluencerSettings(),
    saveInfluencerSettings: (settings) => account.saveInfluencerSettings(settings),
  };
}
