import * as v from 'valibot';
import { CredentialsSchema, DefineRoleSchema } from '../schemas/auth';
import { ProfileSaveSchema, VanityNameSchema } from '../schemas/profile';
import { detectImageKind, PROFILE_IMAGE_MAX_BYTES } from '../rules/image-file';
import type { Role, User } from '../domain/user';
import type { PublicProfile, VanityCheckAnswer } from '../domain/public-profile';
import {
  PROVIDER_CONNECT_NETWORKS,
  type AddNetworkAnswer,
  type NetworkConnection,
  type NetworkReading,
  type SocialNetwork,
} from '../domain/network';
import { NetworkConnectionInputSchema, NetworkUuidSchema } from '../schemas/network';
import type { ListPage } from '../api/envelope';
import type { Brand, Company } from '../domain/brand';
import {
  CASTING_CALL_STATUSES,
  type CastingApplication,
  type CastingCall,
  type CastingInvitation,
} from '../domain/casting-call';
import type { CreatorCard, CreatorDetail, ProfileViews } from '../domain/finder';
import { PROPOSAL_STATUSES, type Proposal } from '../domain/proposal';
import { BrandInputSchema, CompanyInputSchema } from '../schemas/brand';
import {
  CastingApplicationInputSchema,
  CastingCallBrandSchema,
  CastingCallInputSchema,
} from '../schemas/casting-call';
import { RecordIdSchema } from '../schemas/common';
import { FinderQuerySchema } from '../schemas/finder';
import { ProposalInputSchema, ProposalTermsSchema } from '../schemas/proposal';
import type { InfluencerSettings } from '../domain/account-settings';
import type { CreditPurchase, PayoutAccount, TransactionPage } from '../domain/billing';
import {
  BRIEFCASE_IMAGE_MAX_BYTES,
  BRIEFCASE_TITLE_MAX_LENGTH,
  BRIEFCASE_VIDEO_MAX_BYTES,
  type BriefcaseItem,
} from '../domain/briefcase';
import type { Interest, PriceItem } from '../domain/finder';
import type { PremiumStanding } from '../domain/plan';
import {
  ChangePasswordSchema,
  DeleteAccountSchema,
  InfluencerSettingsSchema,
  ResetTokenSchema,
} from '../schemas/account';
import {
  BuyCreditsSchema,
  PayoutEmailSchema,
  TransactionFilterSchema,
  TransactionPagingSchema,
} from '../schemas/billing';
import { OptionalUrlSchema, PageNumberSchema } from '../schemas/common';
import { InterestInputSchema, PriceInputSchema } from '../schemas/pricing';
import { ApiBaseUrlSchema, ApiSettingsSchema } from '../schemas/settings';
import { AgencyDetailsInputSchema, KitOptionsSchema } from '../schemas/media-kit';
import { DraftKeySchema, DraftValuesSchema } from '../schemas/draft';
import type { DraftAnswer } from '../domain/draft';
import {
  QueueActionSchema,
  QueuedActionIdSchema,
  QueuedConflictChoiceSchema,
} from '../schemas/queued-action';
import type { QueuedAction } from '../domain/queued-action';
import type { AiImageCatalog, GeneratedImage, SavedGeneratedImage } from '../domain/ai-image';
import type { HashtagSuggestionsAnswer } from '../domain/hashtag';
import type {
  DefaultKeywordAnswer,
  MonitorKeyword,
  MonitorKeywordsAnswer,
  MonitorPage,
} from '../domain/monitor';
import type { DownloadedStory, InstagramStory } from '../domain/instagram-story';
import {
  COLLABORATION_STATUSES,
  type CalendarEntry,
  type Collaboration,
  type CollaborationSummary,
  type NotificationPage,
  type ReviewQueueEntry,
} from '../domain/collaboration';
import {
  CalendarQuerySchema,
  CancelInputSchema,
  DueDateInputSchema,
  HandInDraftSchema,
  ManualFiguresSchema,
  NotificationsReadSchema,
  PublishInputSchema,
  ReviewInputSchema,
  StagedFileTokenSchema,
} from '../schemas/collaboration';
import {
  RELEASE_MODES,
  type DealMoney,
  type DealReceipt,
  type PlatformFees,
} from '../domain/deal-money';
import { FundDealSchema } from '../schemas/billing';
import { AiImageRequestSchema } from '../schemas/ai-image';
import { HashtagQuerySchema } from '../schemas/hashtag';
import { MonitorKeywordInputSchema, MonitorQuerySchema } from '../schemas/monitor';
import {
  MEDIA_KIT_BATCH_MAX,
  MEDIA_KIT_FORMATS,
  type BatchExportAnswer,
  type BatchExportProgress,
  type AgencyDetails,
  type Connectivity,
  type KitOptions,
  type MediaKitExportAnswer,
  type MediaKitView,
} from '../domain/media-kit';

import {
  DESK_ACCOUNTS_MAX,
  type DeskFiguresAnswer,
  type DeskLine,
  type DeskState,
} from '../domain/agency-desk';
import {
  DeskGroupSchema,
  DeskLineActionSchema,
  DeskLineIdSchema,
  DeskNoteSchema,
  RosterFormatSchema,
} from '../schemas/agency-desk';

/** One signed-in account on this desktop. Tokens never appear here: they stay in main. */
export interface AccountSummary {
  id: string;
  email: string;
  role: Role | null;
  displayName: string;
  /** A creator's public handle (vanity name), for finding the account; absent before it is set. */
  handle?: string | null;
  avatarUrl: string | null;
  server: string;
  /** When this account's offline copy was last written; null before the first sync. */
  syncedAt: string | null;
}

export interface SessionState {
  /** The active account's user, or null when nobody is signed in. */
  user: User | null;
  activeAccountId: string | null;
  accounts: AccountSummary[];
}

export interface AuthProviders {
  google: boolean;
  facebook: boolean;
}

export interface AppSettings {
  apiMode: 'embedded' | 'remote';
  apiBaseUrl: string | null;
  language: 'es-MX';
  /** Where this desktop keeps its data (accounts, offline copies, the embedded database). */
  dataDir: string;
  /** A folder chosen in settings that takes over at the next start; null when none is pending. */
  pendingDataDir: string | null;
  /** The stories service (`v2` in the spec); null means the core API's own `/v2`. */
  storiesBaseUrl: string | null;
}

/** A file saved through the native save dialog; the renderer only learns its name. */
export interface SavedFileAnswer {
  /** False when the user closed the dialog: nothing was written. */
  saved: boolean;
  fileName: string | null;
}

export interface SessionExpiredEvent {
  accountId: string;
  message: string;
}

/** A file picked for a draft, held by main until the draft is sent (or discarded). */
export interface StagedDraftFile {
  token: string;
  file_name: string;
  media_type: 'image' | 'video';
  size_bytes: number;
  /** Where the renderer shows it from (same origin as the app's pages); never a file path. */
  preview_url: string;
}

/** What the file dialog gave: the files kept, and those refused with the reason (Spanish). */
export interface StagedDraftFiles {
  files: StagedDraftFile[];
  refused: { file_name: string; reason: string }[];
}

/** An OS notification was clicked: the window shows the collaboration (and its item). */
export interface NoticeOpenedEvent {
  collaboration_id: string;
  item_id: string | null;
}

/** The active account's inbox changed (new notices, or some were read). */
export interface NotificationsChangedEvent {
  accountId: string;
  unread: number;
}

/** A reset mail's `marcacreadores://reset-password?token=…` link opened the app (code checked). */
export interface PasswordResetLinkEvent {
  token: string;
}

/**
 * A mail's unsubscribe link opened the app and main passed it to the core API: done, or refused
 * with the server's Spanish reason (null when the API could not be reached).
 */
export interface UnsubscribeLinkEvent {
  ok: boolean;
  email: string;
  message: string | null;
}

/** Phantom carrier for a result type: never called at run time. */
const returns = <T>() => undefined as unknown as T;

const NoArgs = v.undefined();

/** An account signed in on this desktop, as the registry names it. */
const AccountIdSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(300));
/** Accounts picked on the agency desk: at least one, each once. */
const DeskAccountIdsSchema = v.pipe(
  v.array(AccountIdSchema),
  v.minLength(1, 'validation.accountsRequired'),
  v.maxLength(DESK_ACCOUNTS_MAX, 'validation.deskTooManyAccounts'),
  v.check((ids) => new Set(ids).size === ids.length, 'validation.accountsRequired'),
);
const MediaKitFormatSchema = v.picklist(MEDIA_KIT_FORMATS, 'validation.optionInvalid');

/** Avatar bytes as the crop produced them; main checks what they are before anything is sent. */
const ProfileImageSchema = v.strictObject({
  bytes: v.pipe(
    v.instance(Uint8Array, 'validation.imageInvalid'),
    v.check((bytes) => bytes.byteLength > 0, 'validation.imageInvalid'),
    v.check((bytes) => bytes.byteLength <= PROFILE_IMAGE_MAX_BYTES, 'validation.imageTooLarge'),
    v.check((bytes) => detectImageKind(bytes) !== null, 'validation.imageType'),
  ),
  fileName: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
});
/**
 * A briefcase piece as the renderer read it from disk: an image (JPEG/PNG) or a video (mp4/mov,
 * checked by its bytes in main), with an optional poster frame the renderer took for a video.
 */
const BriefcaseUploadSchema = v.strictObject({
  bytes: v.pipe(
    v.instance(Uint8Array, 'validation.imageInvalid'),
    v.check((bytes) => bytes.byteLength > 0, 'validation.imageInvalid'),
    v.check(
      (bytes) => bytes.byteLength <= Math.max(BRIEFCASE_IMAGE_MAX_BYTES, BRIEFCASE_VIDEO_MAX_BYTES),
      'validation.imageTooLarge',
    ),
  ),
  fileName: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
  title: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(BRIEFCASE_TITLE_MAX_LENGTH, 'validation.briefcaseTitleTooLong'),
    ),
  ),
  profile_url: v.optional(OptionalUrlSchema),
  poster: v.optional(ProfileImageSchema.entries.bytes),
});

const ListCastingCallsArgsSchema = v.strictObject({
  status: v.optional(v.picklist(CASTING_CALL_STATUSES, 'validation.optionInvalid')),
  page: v.optional(PageNumberSchema),
});
const ListProposalsArgsSchema = v.strictObject({
  status: v.optional(v.picklist(PROPOSAL_STATUSES, 'validation.optionInvalid')),
  page: v.optional(PageNumberSchema),
});

/**
 * The reads a screen may paint from an account's saved copy before the live answer (issue 34:
 * a home switched to shows at once). Each names the bridge read it stands in for. Without
 * `accountId` the active account's copy answers; with it, that account's, read as a switch to it
 * starts (main answers only for an account signed in on this desktop).
 */
const copyOf = { accountId: v.optional(AccountIdSchema) };
export const SavedCopyReadSchema = v.variant('read', [
  v.strictObject({ read: v.literal('listNetworks'), ...copyOf }),
  v.strictObject({ read: v.literal('listBriefcase'), ...copyOf }),
  v.strictObject({ read: v.literal('listPrices'), ...copyOf }),
  v.strictObject({ read: v.literal('listProposals'), args: ListProposalsArgsSchema, ...copyOf }),
  v.strictObject({
    read: v.literal('listCastingCalls'),
    args: ListCastingCallsArgsSchema,
    ...copyOf,
  }),
]);
export type SavedCopyRead = v.InferOutput<typeof SavedCopyReadSchema>;
/** What the copy holds for a read; `value` is that read's answer as last kept. */
export type SavedCopyAnswer = { found: false } | { found: true; value: unknown };

/**
 * Every bridge method, its argument schema (checked by main) and its result type. Preload exposes
 * exactly these, main registers exactly these; `contract.test.ts` pins the list.
 */
export const bridgeMethods = {
  getSession: { args: NoArgs, result: returns<SessionState>() },
  signUp: { args: CredentialsSchema, result: returns<SessionState>() },
  signIn: { args: CredentialsSchema, result: returns<SessionState>() },
  signInWithGoogle: { args: NoArgs, result: returns<SessionState>() },
  signInWithFacebook: { args: NoArgs, result: returns<SessionState>() },
  getAuthProviders: { args: NoArgs, result: returns<AuthProviders>() },
  signOut: { args: NoArgs, result: returns<SessionState>() },
  switchAccount: {
    args: v.strictObject({ accountId: AccountIdSchema }),
    result: returns<SessionState>(),
  },
  /** One read answered from the active account's saved copy alone, never the server. */
  readSavedCopy: { args: SavedCopyReadSchema, result: returns<SavedCopyAnswer>() },
  /** Signs one account of this desktop out (any of them, not only the active one). */
  signOutAccount: {
    args: v.strictObject({ accountId: AccountIdSchema }),
    result: returns<SessionState>(),
  },
  /** Ends every session of the active account on every device, then forgets it here. */
  signOutEverywhere: { args: NoArgs, result: returns<SessionState>() },
  defineRole: { args: DefineRoleSchema, result: returns<SessionState>() },
  getProfile: { args: NoArgs, result: returns<User>() },
  saveProfileSection: { args: ProfileSaveSchema, result: returns<User>() },
  uploadProfileImage: { args: ProfileImageSchema, result: returns<User>() },
  checkVanity: {
    args: v.strictObject({ vanity_name: VanityNameSchema }),
    result: returns<VanityCheckAnswer>(),
  },
  getPublicProfile: {
    args: v.strictObject({ vanity_name: VanityNameSchema }),
    result: returns<PublicProfile>(),
  },
  listNetworks: { args: NoArgs, result: returns<ListPage<NetworkConnection>>() },
  addNetwork: { args: NetworkConnectionInputSchema, result: returns<AddNetworkAnswer>() },
  updateNetwork: {
    args: v.strictObject({ uuid: NetworkUuidSchema, connection: NetworkConnectionInputSchema }),
    result: returns<NetworkConnection>(),
  },
  removeNetwork: {
    args: v.strictObject({ uuid: NetworkUuidSchema }),
    result: returns<{ removed: true }>(),
  },
  refreshNetworkMetrics: {
    args: v.strictObject({ uuid: NetworkUuidSchema }),
    result: returns<NetworkConnection>(),
  },
  /** Issue 13: every stored reading of one connection, newest first. */
  getNetworkHistory: {
    args: v.strictObject({ uuid: NetworkUuidSchema, page: v.optional(PageNumberSchema) }),
    result: returns<ListPage<NetworkReading>>(),
  },
  getSocialProviders: { args: NoArgs, result: returns<{ networks: SocialNetwork[] }>() },
  connectNetwork: {
    args: v.strictObject({
      network: v.picklist(PROVIDER_CONNECT_NETWORKS, 'validation.networkInvalid'),
      /** Facebook and Instagram: the Page or account to connect when the login manages several. */
      username: v.optional(
        v.pipe(
          v.string('validation.usernameInvalid'),
          v.regex(/^[\w.-]{0,100}$/, 'validation.usernameInvalid'),
        ),
      ),
    }),
    result: returns<AddNetworkAnswer>(),
  },
  getSettings: { args: NoArgs, result: returns<AppSettings>() },
  /** Checks the server answers as a core API before keeping it; null goes back to embedded. */
  saveApiSettings: { args: ApiSettingsSchema, result: returns<AppSettings>() },
  openDataFolder: { args: NoArgs, result: returns<{ opened: true }>() },
  /** Native folder dialog; the choice takes over at the next start. */
  chooseDataFolder: { args: NoArgs, result: returns<AppSettings>() },

  // Desktop (issue 7): connectivity, offline copies, media kits.
  getConnectivity: { args: NoArgs, result: returns<Connectivity>() },
  /** Asks the core API now instead of waiting for the next probe. */
  checkConnectivity: { args: NoArgs, result: returns<Connectivity>() },
  /** The account's kit: fresh when the core API answers, else its offline copy. */
  getMediaKit: {
    args: v.strictObject({ accountId: v.optional(AccountIdSchema) }),
    result: returns<MediaKitView>(),
  },
  /** Native save dialog, then PDF or PNG written atomically and shown in the file manager. */
  exportMediaKit: {
    args: v.strictObject({ accountId: v.optional(AccountIdSchema), format: MediaKitFormatSchema }),
    result: returns<MediaKitExportAnswer>(),
  },
  /** Native folder dialog, then one file per account; progress comes as `exportProgress`. */
  exportMediaKits: {
    args: v.strictObject({
      accountIds: v.pipe(
        v.array(AccountIdSchema),
        v.minLength(1, 'validation.accountsRequired'),
        v.maxLength(MEDIA_KIT_BATCH_MAX, 'validation.tooManyAccounts'),
        v.check((ids) => new Set(ids).size === ids.length, 'validation.accountsRequired'),
      ),
      format: MediaKitFormatSchema,
    }),
    result: returns<BatchExportAnswer>(),
  },
  cancelExport: { args: NoArgs, result: returns<{ cancelled: boolean }>() },
  /** Issue 15: one account's kit options (sections, accent, page size, format), remembered here. */
  getKitOptions: {
    args: v.strictObject({ accountId: v.optional(AccountIdSchema) }),
    result: returns<KitOptions>(),
  },
  saveKitOptions: {
    args: v.strictObject({ accountId: v.optional(AccountIdSchema), options: KitOptionsSchema }),
    result: returns<KitOptions>(),
  },
  /** Issue 15: "Datos de la agencia" printed on every kit of this desktop; null when not set. */
  getAgencyDetails: { args: NoArgs, result: returns<AgencyDetails | null>() },
  saveAgencyDetails: { args: AgencyDetailsInputSchema, result: returns<AgencyDetails | null>() },
  /** The stories service's base address; null goes back to the core API's own `/v2`. */
  saveStoriesSettings: {
    args: v.strictObject({ storiesBaseUrl: v.nullable(ApiBaseUrlSchema) }),
    result: returns<AppSettings>(),
  },
  /**
   * Issue 17: drafts of the active account (main knows which; the renderer never names one), kept
   * on disk until sent or discarded, so they survive a switch, a restart and a renderer crash.
   */
  getDraft: { args: v.strictObject({ key: DraftKeySchema }), result: returns<DraftAnswer>() },
  saveDraft: {
    args: v.strictObject({ key: DraftKeySchema, values: DraftValuesSchema }),
    result: returns<{ saved_at: string }>(),
  },
  discardDraft: {
    args: v.strictObject({ key: DraftKeySchema }),
    result: returns<{ discarded: boolean }>(),
  },
  /**
   * Issue 17: actions of the active account kept while the core API cannot be reached and sent in
   * order, each with its idempotency key, when it answers again. Queued online, it is sent at once.
   */
  queueAction: { args: QueueActionSchema, result: returns<QueuedAction>() },
  listQueuedActions: { args: NoArgs, result: returns<QueuedAction[]>() },
  /** Refused (cancelled: false) while the action is being sent. */
  cancelQueuedAction: {
    args: v.strictObject({ id: QueuedActionIdSchema }),
    result: returns<{ cancelled: boolean }>(),
  },
  /** A conflict is never resolved by main: the person discards their action or sends it again. */
  resolveQueuedConflict: {
    args: v.strictObject({ id: QueuedActionIdSchema, choice: QueuedConflictChoiceSchema }),
    result: returns<{ resolved: boolean }>(),
  },

  // Content tools (issue 8): AI image studio, hashtags, monitor, Instagram stories.
  getAiImageCatalog: { args: NoArgs, result: returns<AiImageCatalog>() },
  /** Waits for the provider (up to about a minute); `cancelAiImage` aborts it. */
  generateAiImage: { args: AiImageRequestSchema, result: returns<GeneratedImage>() },
  cancelAiImage: { args: NoArgs, result: returns<{ cancelled: boolean }>() },
  listAiImages: {
    args: v.strictObject({ page: v.optional(PageNumberSchema) }),
    result: returns<ListPage<GeneratedImage>>(),
  },
  saveAiImageToBriefcase: {
    args: v.strictObject({ id: RecordIdSchema }),
    result: returns<SavedGeneratedImage>(),
  },
  deleteAiImage: {
    args: v.strictObject({ id: RecordIdSchema }),
    result: returns<{ removed: true }>(),
  },
  /** Native save dialog, then the PNG written atomically. */
  exportAiImage: {
    args: v.strictObject({ id: RecordIdSchema }),
    result: returns<SavedFileAnswer>(),
  },
  /** Suggestions for what was typed; a newer call cancels the one still in flight. */
  suggestHashtags: { args: HashtagQuerySchema, result: returns<HashtagSuggestionsAnswer>() },
  getMonitorPosts: {
    args: v.strictObject({ ...MonitorQuerySchema.entries, page: v.optional(PageNumberSchema) }),
    result: returns<MonitorPage>(),
  },
  getDefaultMonitorKeyword: { args: NoArgs, result: returns<DefaultKeywordAnswer>() },
  listMonitorKeywords: { args: NoArgs, result: returns<MonitorKeywordsAnswer>() },
  addMonitorKeyword: { args: MonitorKeywordInputSchema, result: returns<MonitorKeyword>() },
  removeMonitorKeyword: {
    args: v.strictObject({ id: RecordIdSchema }),
    result: returns<{ removed: true }>(),
  },
  /** Reads the creator's current stories from Instagram and keeps them; answers every kept one. */
  downloadStories: {
    args: v.strictObject({ page: v.optional(PageNumberSchema) }),
    result: returns<ListPage<DownloadedStory>>(),
  },
  /** One story from the stories service (`historias/{id}`). */
  getStory: { args: v.strictObject({ id: RecordIdSchema }), result: returns<InstagramStory>() },
  /** Native save dialog, then the story's image or video written atomically. */
  saveStoryFile: {
    args: v.strictObject({ id: RecordIdSchema }),
    result: returns<SavedFileAnswer>(),
  },

  // Brand side (issue 5): company, brands, finder.
  getCompany: { args: NoArgs, result: returns<Company | null>() },
  saveCompany: { args: CompanyInputSchema, result: returns<Company>() },
  listBrands: { args: NoArgs, result: returns<ListPage<Brand>>() },
  saveBrand: {
    args: v.strictObject({ id: v.optional(RecordIdSchema), brand: BrandInputSchema }),
    result: returns<Brand>(),
  },
  uploadBrandLogo: {
    args: v.strictObject({ brandId: RecordIdSchema, ...ProfileImageSchema.entries }),
    result: returns<Brand>(),
  },
  searchCreators: { args: FinderQuerySchema, result: returns<ListPage<CreatorCard>>() },
  getCreator: {
    args: v.strictObject({ id: RecordIdSchema }),
    result: returns<CreatorDetail>(),
  },
  getProfileViews: { args: NoArgs, result: returns<ProfileViews>() },
  /** Issue 14: the brand account's shortlist of creators. */
  listShortlist: {
    args: v.strictObject({ page: v.optional(PageNumberSchema) }),
    result: returns<ListPage<CreatorCard>>(),
  },
  addToShortlist: {
    args: v.strictObject({ creator_id: RecordIdSchema }),
    result: returns<{ creator_id: string; shortlisted: true }>(),
  },
  removeFromShortlist: {
    args: v.strictObject({ creator_id: RecordIdSchema }),
    result: returns<{ creator_id: string; shortlisted: false }>(),
  },
  seedDemoData: { args: NoArgs, result: returns<{ creators: number }>() },

  // Casting calls (both sides).
  listCastingCalls: { args: ListCastingCallsArgsSchema, result: returns<ListPage<CastingCall>>() },
  getCastingCall: { args: v.strictObject({ id: RecordIdSchema }), result: returns<CastingCall>() },
  saveCastingCall: {
    args: v.strictObject({ id: v.optional(RecordIdSchema), call: CastingCallInputSchema }),
    result: returns<CastingCall>(),
  },
  publishCastingCall: {
    args: v.strictObject({ id: RecordIdSchema }),
    result: returns<CastingCall>(),
  },
  closeCastingCall: {
    args: v.strictObject({ id: RecordIdSchema }),
    result: returns<CastingCall>(),
  },
  changeCastingCallBrand: {
    args: v.strictObject({ id: RecordIdSchema, ...CastingCallBrandSchema.entries }),
    result: returns<CastingCall>(),
  },
  listApplications: {
    args: v.strictObject({ castingCallId: RecordIdSchema }),
    result: returns<ListPage<CastingApplication>>(),
  },
  applyToCastingCall: {
    args: v.strictObject({
      castingCallId: RecordIdSchema,
      application: CastingApplicationInputSchema,
    }),
    result: returns<CastingApplication>(),
  },
  decideApplication: {
    args: v.strictObject({
      id: RecordIdSchema,
      decision: v.picklist(['shortlist', 'accept', 'decline'], 'validation.optionInvalid'),
    }),
    result: returns<CastingApplication>(),
  },
  /** Issue 14: the owner invites a creator to apply to one of its open calls. */
  inviteToCastingCall: {
    args: v.strictObject({ id: RecordIdSchema, creator_id: RecordIdSchema }),
    result: returns<CastingInvitation>(),
  },
  listMyApplications: { args: NoArgs, result: returns<ListPage<CastingApplication>>() },

  // Proposals (both sides).
  listProposals: { args: ListProposalsArgsSchema, result: returns<ListPage<Proposal>>() },
  getProposal: { args: v.strictObject({ id: RecordIdSchema }), result: returns<Proposal>() },
  sendProposal: { args: ProposalInputSchema, result: returns<Proposal>() },
  answerProposal: {
    args: v.strictObject({
      id: RecordIdSchema,
      action: v.picklist(['accept', 'decline'], 'validation.optionInvalid'),
    }),
    result: returns<Proposal>(),
  },
  counterProposal: {
    args: v.strictObject({ id: RecordIdSchema, terms: ProposalTermsSchema }),
    result: returns<Proposal>(),
  },

  // Collaborations (issue 31): both sides read; the creator hands in, the brand reviews.
  listCollaborations: {
    args: v.strictObject({
      status: v.optional(v.picklist(COLLABORATION_STATUSES, 'validation.optionInvalid')),
      page: v.optional(PageNumberSchema),
    }),
    result: returns<ListPage<CollaborationSummary>>(),
  },
  getCollaboration: {
    args: v.strictObject({ id: RecordIdSchema }),
    result: returns<Collaboration>(),
  },
  listReviewQueue: {
    args: v.strictObject({ page: v.optional(PageNumberSchema) }),
    result: returns<ListPage<ReviewQueueEntry>>(),
  },
  getCollaborationCalendar: {
    args: CalendarQuerySchema,
    result: returns<{ results: CalendarEntry[] }>(),
  },
  /** Opens the native file dialog for a draft's images or video; main checks and keeps them. */
  stageDraftFiles: { args: NoArgs, result: returns<StagedDraftFiles>() },
  /** A staged video's poster frame, taken by the renderer from its preview. */
  setStagedPoster: {
    args: v.strictObject({ token: StagedFileTokenSchema, bytes: ProfileImageSchema.entries.bytes }),
    result: returns<{ saved: true }>(),
  },
  discardStagedFiles: {
    args: v.strictObject({ tokens: v.pipe(v.array(StagedFileTokenSchema), v.maxLength(20)) }),
    result: returns<{ removed: true }>(),
  },
  handInDraft: { args: HandInDraftSchema, result: returns<Collaboration>() },
  reviewDraft: {
    args: v.strictObject({ itemId: RecordIdSchema, review: ReviewInputSchema }),
    result: returns<Collaboration>(),
  },
  publishItem: {
    args: v.strictObject({ itemId: RecordIdSchema, post: PublishInputSchema }),
    result: returns<Collaboration>(),
  },
  recordItemFigures: {
    args: v.strictObject({ itemId: RecordIdSchema, figures: ManualFiguresSchema }),
    result: returns<Collaboration>(),
  },
  answerItemCancellation: {
    args: v.strictObject({ itemId: RecordIdSchema, cancel: CancelInputSchema }),
    result: returns<Collaboration>(),
  },
  setItemDueDate: {
    args: v.strictObject({ itemId: RecordIdSchema, due: DueDateInputSchema }),
    result: returns<Collaboration>(),
  },
  listNotifications: {
    args: v.strictObject({ page: v.optional(PageNumberSchema) }),
    result: returns<NotificationPage>(),
  },
  markNotificationsRead: { args: NotificationsReadSchema, result: returns<{ read: true }>() },
  /** The brand's campaign report of one collaboration, through the native save dialog. */
  exportCampaignReport: {
    args: v.strictObject({ collaborationId: RecordIdSchema, format: MediaKitFormatSchema }),
    result: returns<SavedFileAnswer>(),
  },
  /** "Agregar al calendario": the account's dates in a range as an `.ics` file. */
  exportCalendar: { args: CalendarQuerySchema, result: returns<SavedFileAnswer>() },

  // Deal money (issue 32): both sides read it; the brand funds and releases; never queued offline.
  getDealMoney: {
    args: v.strictObject({ collaborationId: RecordIdSchema }),
    result: returns<DealMoney>(),
  },
  /**
   * The brand pays price + fee; main makes the idempotency key and, where PayPal must approve,
   * opens its page and captures on return. `totalCents` is what the brand was shown.
   */
  fundDeal: {
    args: v.strictObject({
      collaborationId: RecordIdSchema,
      releaseMode: v.picklist(RELEASE_MODES, 'validation.optionInvalid'),
      totalCents: FundDealSchema.entries.total_cents,
    }),
    result: returns<DealMoney>(),
  },
  /** "Liberar pago": the brand releases what is still held to the creator now. */
  releaseDeal: {
    args: v.strictObject({ collaborationId: RecordIdSchema }),
    result: returns<DealMoney>(),
  },
  /** A payout PayPal did not pay, sent again (either side). */
  retryPayout: {
    args: v.strictObject({ collaborationId: RecordIdSchema, payoutId: RecordIdSchema }),
    result: returns<DealMoney>(),
  },
  getPlatformFees: { args: NoArgs, result: returns<PlatformFees>() },
  /** The receipts this side may download (what the "Descargar recibo" buttons name). */
  listDealReceipts: {
    args: v.strictObject({ collaborationId: RecordIdSchema }),
    result: returns<{ results: DealReceipt[] }>(),
  },
  /** One receipt printed as a PDF in main and saved through the native dialog. */
  exportDealReceipt: {
    args: v.strictObject({
      collaborationId: RecordIdSchema,
      receiptId: RecordIdSchema,
      format: v.literal('pdf', 'validation.optionInvalid'),
    }),
    result: returns<SavedFileAnswer>(),
  },

  // The agency desk (issue 33): every account of this desktop at once, from main.
  /** The desk from the copies at once; starts a background refresh unless one ran lately. */
  getAgencyDesk: { args: NoArgs, result: returns<DeskState>() },
  /** Refreshes the given accounts' copies (all when none given) in the background. */
  refreshAgencyDesk: {
    args: v.strictObject({ accountIds: v.optional(DeskAccountIdsSchema) }),
    result: returns<DeskState>(),
  },
  /** "Actualizar cifras": each selected account's networks connected through a sign-in. */
  refreshDeskFigures: {
    args: v.strictObject({ accountIds: DeskAccountIdsSchema }),
    result: returns<DeskFiguresAnswer>(),
  },
  /** An account's group and private note, kept on this desktop only. */
  saveDeskAccount: {
    args: v.strictObject({
      accountId: AccountIdSchema,
      group: v.optional(DeskGroupSchema),
      note: v.optional(DeskNoteSchema),
    }),
    result: returns<DeskState>(),
  },
  /** Done, snoozed for a day or a week, or open again. */
  markDeskLine: {
    args: v.strictObject({ lineId: DeskLineIdSchema, action: DeskLineActionSchema }),
    result: returns<DeskState>(),
  },
  /** The selected rows as CSV or XLSX through the native save dialog. */
  exportRoster: {
    args: v.strictObject({ accountIds: DeskAccountIdsSchema, format: RosterFormatSchema }),
    result: returns<SavedFileAnswer>(),
  },

  // Creator business (issue 6): briefcase, prices, interests, credits, transactions, payouts.
  listBriefcase: { args: NoArgs, result: returns<ListPage<BriefcaseItem>>() },
  addBriefcaseItem: { args: BriefcaseUploadSchema, result: returns<BriefcaseItem>() },
  removeBriefcaseItem: {
    args: v.strictObject({ id: RecordIdSchema }),
    result: returns<{ removed: true }>(),
  },
  listPrices: { args: NoArgs, result: returns<{ results: PriceItem[] }>() },
  savePrice: { args: PriceInputSchema, result: returns<PriceItem>() },
  removePrice: {
    args: v.strictObject({ id: RecordIdSchema }),
    result: returns<{ removed: true }>(),
  },
  listInterests: { args: NoArgs, result: returns<{ results: Interest[] }>() },
  addInterest: { args: InterestInputSchema, result: returns<Interest>() },
  removeInterest: {
    args: v.strictObject({ id: RecordIdSchema }),
    result: returns<{ removed: true }>(),
  },
  getPlan: { args: NoArgs, result: returns<PremiumStanding>() },
  buyCredits: {
    args: v.strictObject({ package: BuyCreditsSchema.entries.package }),
    result: returns<CreditPurchase>(),
  },
  applyTrial: { args: NoArgs, result: returns<PremiumStanding>() },
  listTransactions: {
    args: v.strictObject({
      filter: TransactionFilterSchema,
      ...TransactionPagingSchema.entries,
    }),
    result: returns<TransactionPage>(),
  },
  getPayoutAccount: { args: NoArgs, result: returns<PayoutAccount>() },
  savePayoutEmail: { args: PayoutEmailSchema, result: returns<PayoutAccount>() },

  // Account (issue 6).
  changePassword: { args: ChangePasswordSchema, result: returns<{ changed: true }>() },
  requestPasswordReset: {
    args: v.strictObject({ email: CredentialsSchema.entries.email }),
    result: returns<{ sent: true }>(),
  },
  /** The code from the reset mail and the new password; works signed out. */
  resetPassword: {
    args: v.strictObject({
      token: ResetTokenSchema,
      new_password: ChangePasswordSchema.entries.new_password,
    }),
    result: returns<{ changed: true }>(),
  },
  deleteAccount: { args: DeleteAccountSchema, result: returns<SessionState>() },
  getInfluencerSettings: { args: NoArgs, result: returns<InfluencerSettings>() },
  saveInfluencerSettings: {
    args: InfluencerSettingsSchema,
    result: returns<InfluencerSettings>(),
  },
} as const;

/** Events main sends to the renderer; each is exposed as `on<Name>(listener) => unsubscribe`. */
export const bridgeEvents = {
  sessionExpired: returns<SessionExpiredEvent>(),
  sessionChanged: returns<SessionState>(),
  connectivityChanged: returns<Connectivity>(),
  exportProgress: returns<BatchExportProgress>(),
  passwordResetLinkOpened: returns<PasswordResetLinkEvent>(),
  unsubscribeLinkOpened: returns<UnsubscribeLinkEvent>(),
  /** The active account's queue after any change (queued, sent, cancelled, conflict). */
  queuedActionsChanged: returns<QueuedAction[]>(),
  /** Issue 31: the active account's unread count after main read its inbox. */
  notificationsChanged: returns<NotificationsChangedEvent>(),
  /** Issue 31: the person clicked an OS notification of the active account. */
  noticeOpened: returns<NoticeOpenedEvent>(),
  /** Issue 33: the agency desk as it changed (an account refreshed, a line marked). */
  agencyDeskChanged: returns<DeskState>(),
  /** Issue 33: the person clicked a desk line's system notification (null: the summary). */
  deskLineOpened: returns<{ line: DeskLine | null }>(),
} as const;

export type BridgeMethodName = keyof typeof bridgeMethods;
export type BridgeEventName = keyof typeof bridgeEvents;

export type BridgeArgs<M extends BridgeMethodName> = v.InferInput<
  (typeof bridgeMethods)[M]['args']
>;
export type BridgeParsedArgs<M extends BridgeMethodName> = v.InferOutput<
  (typeof bridgeMethods)[M]['args']
>;
export type BridgeResult<M extends BridgeMethodName> = (typeof bridgeMethods)[M]['result'];
export type BridgeEventPayload<E extends BridgeEventName> = (typeof bridgeEvents)[E];

export const bridgeMethodNames = Object.keys(bridgeMethods) as BridgeMethodName[];
export const bridgeEventNames = Object.keys(bridgeEvents) as BridgeEventName[];

// The channels are named where preload can import them without the schemas above.
export { eventChannel, methodChannel } from './method-names';
