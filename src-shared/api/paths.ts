/** Core-API paths exactly as the spec writes them (trailing slashes included). */
export const ApiPath = {
  register: '/api/v1/accounts/register/',
  login: '/api/v1/accounts/login/',
  logout: '/api/v1/accounts/logout/',
  /** Issue 7 ("sign out everywhere"): revokes every token of the caller's user. */
  logoutAll: '/api/v1/accounts/logout/all/',
  googleLogin: '/api/v1/accounts/google-login/',
  facebookLogin: '/api/v1/accounts/facebook-login/',
  authProviders: '/api/v1/accounts/auth-providers/',
  defineRole: '/api/v1/accounts/define-role/',
  profile: '/api/v1/accounts/profile/',
  profileImage: '/api/v1/accounts/profile/image/',
  validateVanity: '/api/v3/profile/validate/vanity/',
  /** `GET /api/v3/profile/{vanityName}` (public). */
  publicProfile: (vanityName: string) => `/api/v3/profile/${encodeURIComponent(vanityName)}`,
  networks: '/api/v1/accounts/profile/networks/',
  addNetwork: '/api/v1/accounts/profile/networks/add/',
  /** The spec leaves the update path open; this mirrors add and remove. */
  updateNetwork: (uuid: string) => `/api/v1/accounts/profile/networks/update/${uuid}/`,
  removeNetwork: (uuid: string) => `/api/v1/accounts/profile/networks/remove/${uuid}/`,
  /** Issue 13: every stored reading of one of the caller's connections, newest first, paged. */
  networkHistory: (uuid: string) => `/api/v1/accounts/profile/networks/${uuid}/history/`,
  /** Issue 13: the caller's verified connections whose grant ends within 7 days, or has ended. */
  networksExpiring: '/api/v1/accounts/profile/networks/expiring/',
  /** Which networks this deployment can connect through OAuth. */
  socialProviders: '/api/v3/social/providers/',
  socialAuthorize: (network: string) => `/api/v3/social/authorize/${network}/`,
  socialRedeemCode: (network: string) => `/api/v3/social/redeem/code/${network}/`,
  twitterLogin: '/api/v3/social/login/twitter/',
  /** docs/PRODUCT.md §7: re-reads a connection's metrics from its source. */
  socialUpdateInfo: (uuid: string) => `/api/v3/social/update/info/${uuid}/`,
  /**
   * docs/PRODUCT.md §7: one of the caller's YouTube connections read live (channel and latest
   * videos).
   */
  socialYouTubeInfo: (uuid: string) => `/api/v3/social/get/info/youtube/${uuid}/`,
  /**
   * docs/PRODUCT.md §7: `{a}/{b}/{c}` are the request token, the verifier and the temporary secret.
   */
  twitterRedeem: (token: string, verifier: string, tempSecret: string) =>
    `/api/v3/social/redeem/twitter/${encodeURIComponent(token)}/${encodeURIComponent(verifier)}/${encodeURIComponent(tempSecret)}/`,
  /**
   * docs/PRODUCT.md §7: the token and signed request from Facebook's login, for `facebook` or
   * `instagram`.
   */
  socialSaveToken: (network: string) => `/api/v3/social/save/token/${network}/`,
  /**
   * docs/PRODUCT.md §7: what Facebook says of a user access token (valid, whose, which
   * permissions).
   */
  socialValidateToken: (token: string) =>
    `/api/v3/social/validate/token/${encodeURIComponent(token)}/`,
  /** docs/PRODUCT.md §7: the latest posts of one of the caller's verified Instagram connections. */
  socialInstagramMedia: (uuid: string) => `/api/v3/social/get/media/instagram/${uuid}/`,
  /** docs/PRODUCT.md §7 (meaning filled in by docs/API.md): the profile's plan standing. */
  premium: '/api/v1/accounts/profile/premium/',
  /** Issue 5: brand accounts, brands, the finder and the public creator data (weaver). */
  accountCompany: '/api/v1/accounts/account-company/',
  brands: '/api/v1/brands/',
  /** docs/PRODUCT.md §7 writes the update path with a double slash; the server also accepts one. */
  brand: (id: string) => `/api/v1/brands//${id}/`,
  brandLogo: (id: string) => `/api/v1/brands/${id}/logo/`,
  finderSearches: '/api/v1/finder/searches/',
  /** A creator's full profile for a brand; each first open in a period counts one view. */
  finderCreator: (id: string) => `/api/v1/finder/creators/${id}/`,
  maxViews: '/api/v1/accounts/max-views/',
  /** Issue 14: the calling brand account's shortlist of creators (GET paged, POST to add). */
  shortlist: '/api/v1/finder/shortlist/',
  /** Issue 14: one creator on the shortlist (DELETE takes them off). */
  shortlistItem: (creatorId: string) => `/api/v1/finder/shortlist/${creatorId}/`,
  /**
   * A creator's rate card (docs/PRODUCT.md §7); re-posting a network + content type updates its
   * price.
   */
  pricing: '/api/v1/briefcase/pricing/',
  pricingItem: (id: string) => `/api/v1/briefcase/pricing/${id}/`,
  /** A creator's interests (docs/PRODUCT.md §7 writes delete-interest without a trailing slash). */
  addInterest: '/api/v1/accounts/add-interest/',
  deleteInterest: (id: string) => `/api/v1/accounts/delete-interest/${id}`,
  weaverCollaborations: (network: string, username: string) =>
    `/api/v2/weaver/collaborations/${network}/${encodeURIComponent(username)}/`,
  weaverPricing: (network: string, username: string) =>
    `/api/v2/weaver/pricing/${network}/${encodeURIComponent(username)}/`,
  weaverInterests: (network: string, username: string) =>
    `/api/v2/weaver/interests/${network}/${encodeURIComponent(username)}/`,
  /** Issue 15: records one export of the caller's media kit (code, time, printed figures). */
  mediaKitExports: '/api/v3/media-kit/exports/',
  /** Issue 15 (public): what an exported kit's code says, against the live figures. */
  mediaKitVerify: (code: string) => `/api/v3/media-kit/verify/${encodeURIComponent(code)}`,
  /**
   * Issue 34 (public): the short address a kit prints, `<server>/v/<code>`, short enough to type
   * from paper; it sends the reader on to `mediaKitVerify`.
   */
  mediaKitShortVerify: (code: string) => `/v/${encodeURIComponent(code)}`,
  /** Embedded default only: fills the local database with demo creators. */
  seedDemo: '/api/v1/dev/seed/',
  /** Casting calls: the spec names only edit-brand; the rest mirrors it (docs/API.md). */
  castingCalls: '/api/v3/casting-calls/',
  castingCall: (id: string) => `/api/v3/casting-calls/${id}/`,
  castingCallPublish: (id: string) => `/api/v3/casting-calls/${id}/publish/`,
  castingCallClose: (id: string) => `/api/v3/casting-calls/${id}/close/`,
  castingCallEditBrand: (id: string) => `/api/v3/casting-calls/edit-brand/${id}/`,
  castingCallApplications: (id: string) => `/api/v3/casting-calls/${id}/applications/`,
  castingCallApply: (id: string) => `/api/v3/casting-calls/${id}/apply/`,
  /** Issue 14: the owner invites a creator to apply to an open call. */
  castingCallInvite: (id: string) => `/api/v3/casting-calls/${id}/invite/`,
  myApplications: '/api/v3/casting-calls/applications/mine/',
  applicationDecision: (id: string, decision: 'shortlist' | 'accept' | 'decline') =>
    `/api/v3/casting-calls/applications/${id}/${decision}/`,
  proposals: '/api/v3/proposals/',
  proposal: (id: string) => `/api/v3/proposals/${id}/`,
  proposalAction: (id: string, action: 'accept' | 'decline' | 'counter') =>
    `/api/v3/proposals/${id}/${action}/`,
  /**
   * Issue 31: collaborations (an accepted proposal's work): both sides list and read their own,
   * the creator hands in drafts and post URLs, the brand reviews; anyone else gets a 404.
   */
  collaborations: '/api/v3/collaborations/',
  collaboration: (id: string) => `/api/v3/collaborations/${id}/`,
  /** The brand's drafts waiting for review across its collaborations, oldest waiting first. */
  collaborationReviewQueue: '/api/v3/collaborations/review-queue/',
  /** Every due and planned publishing date of the caller's collaborations in a date range. */
  collaborationCalendar: '/api/v3/collaborations/calendar/',
  /** A draft's file (multipart), stored unattached until a draft names it. */
  collaborationMedia: '/api/v3/collaborations/media/',
  collaborationItemDueDate: (itemId: string) => `/api/v3/collaborations/items/${itemId}/due-date/`,
  collaborationItemDrafts: (itemId: string) => `/api/v3/collaborations/items/${itemId}/drafts/`,
  collaborationItemReview: (itemId: string) => `/api/v3/collaborations/items/${itemId}/review/`,
  collaborationItemPublish: (itemId: string) => `/api/v3/collaborations/items/${itemId}/publish/`,
  collaborationItemFigures: (itemId: string) => `/api/v3/collaborations/items/${itemId}/figures/`,
  collaborationItemCancel: (itemId: string) => `/api/v3/collaborations/items/${itemId}/cancel/`,
  /**
   * Issue 32: a collaboration's money: read by both sides, funded and released by the brand,
   * a failed payout tried again by either side; receipts per side.
   */
  collaborationMoney: (id: string) => `/api/v3/collaborations/${id}/money/`,
  collaborationFund: (id: string) => `/api/v3/collaborations/${id}/money/fund/`,
  collaborationFundCapture: (id: string) => `/api/v3/collaborations/${id}/money/fund/capture/`,
  collaborationRelease: (id: string) => `/api/v3/collaborations/${id}/money/release/`,
  collaborationPayoutRetry: (id: string, payoutId: string) =>
    `/api/v3/collaborations/${id}/money/payouts/${payoutId}/retry/`,
  collaborationReceipts: (id: string) => `/api/v3/collaborations/${id}/money/receipts/`,
  /** Issue 32: the platform's fee on new proposals (shown before sending). */
  platformFees: '/api/v3/finance/fees/',
  /** Issue 31: the signed-in account's inbox (collaboration events of both sides). */
  notifications: '/api/v3/notifications/',
  notificationsRead: '/api/v3/notifications/read/',
  /** Issue 31: a campaign report's export is registered like a media kit's, and verified. */
  campaignReportExports: '/api/v3/campaign-reports/exports/',
  campaignReportVerify: (code: string) =>
    `/api/v3/campaign-reports/verify/${encodeURIComponent(code)}`,
  /** Issue 6: briefcase, credits and plans, transactions, payouts, account. */
  briefcase: '/api/v1/briefcase/',
  /** docs/PRODUCT.md §7 writes the delete path without a trailing slash. */
  briefcaseItem: (id: string) => `/api/v1/briefcase/${id}`,
  interests: '/api/v1/accounts/interests/',
  buyCredits: '/api/v3/profile/buy/extra-credits/',
  captureCredits: (orderId: string) =>
    `/api/v3/profile/buy/extra-credits/${encodeURIComponent(orderId)}/capture/`,
  applyTrial: '/api/v3/plans/apply-trial/',
  transactions: '/api/v3/transactions/',
  savePaypal: '/api/v3/finance/save/paypal/',
  password: '/api/v1/accounts/password/',
  sendPassword: '/api/v1/accounts/send-password/',
  deleteAccount: '/api/v1/accounts/delete-account/',
  unsubscribe: '/api/v1/accounts/unsubscribe/',
  influencerProfile: '/api/v1/accounts/profile/influencer/',
  /** Issue 8, AI image studio: the spec names no paths; these are docs/API.md's. */
  aiImageCatalog: '/api/v3/images/catalog/',
  aiImageGenerate: '/api/v3/images/generate/',
  aiImages: '/api/v3/images/',
  aiImage: (id: string) => `/api/v3/images/${id}/`,
  aiImageToBriefcase: (id: string) => `/api/v3/images/${id}/briefcase/`,
  /** Issue 8: hashtag suggestions (public; the spec's spelling), the brands' monitor, stories. */
  hashtags: '/api/v3/management/hastags/',
  monitor: '/api/v3/monitor/',
  monitorDefaultKeyword: '/api/v3/monitor/default-keyword/',
  /** The spec names no path for tracked keywords; these are docs/API.md's. */
  monitorKeywords: '/api/v3/monitor/keywords/',
  monitorKeyword: (id: string) => `/api/v3/monitor/keywords/${id}/`,
  downloadStories: '/api/v3/social/download-stories/',
  health: '/api/health',
} as const;

/**
 * The stories service (the spec's `v2`): a base URL of its own in the desktop's settings, served
 * by the core API under this prefix unless a deployment points it elsewhere.
 */
export const STORIES_SERVICE_PREFIX = '/v2';

/** Paths under the stories service's base URL. */
export const StoriesPath = {
  /** The spec writes it without a trailing slash; both work. */
  historia: (id: string) => `/historias/${id}`,
} as const;
