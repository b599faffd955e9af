/**
 * Machine codes shared by the core API, main and the renderer. Spec names (such as
 * `accountNetwrokExists`) are kept exactly as written: they are the wire contract.
 */
export const ErrorCode = {
  validation: 'validation_error',
  invalidCredentials: 'invalid_credentials',
  emailInUse: 'email_in_use',
  roleAlreadyDefined: 'role_already_defined',
  notAuthenticated: 'not_authenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  googleTokenInvalid: 'google_token_invalid',
  facebookTokenInvalid: 'facebook_token_invalid',
  providerNotConfigured: 'provider_not_configured',
  providerUnavailable: 'provider_unavailable',
  /** A network refused the code from its sign-in window (expired, used, or for another app). */
  oauthCodeInvalid: 'oauth_code_invalid',
  /** The Google account that authorized YouTube has no channel to connect. */
  youtubeChannelMissing: 'youtube_channel_missing',
  /** The X account signed in to is not the one the caller asked to connect (`?username=`). */
  twitterAccountMismatch: 'twitter_account_mismatch',
  /** The network no longer accepts the stored grant (revoked or expired): sign in again. */
  networkReconnectRequired: 'network_reconnect_required',
  /** Figures typed by hand have no source to re-read; they change by editing the connection. */
  metricsManual: 'metrics_manual',
  /** The network is connected but this server cannot re-read its figures yet. */
  metricsRefreshUnsupported: 'metrics_refresh_unsupported',
  /** Facebook's login answered a token or signed request that does not check out for this app. */
  facebookGrantInvalid: 'facebook_grant_invalid',
  /** The creator unticked a permission the connection needs in Facebook's login. */
  facebookPermissionsMissing: 'facebook_permissions_missing',
  /** The Facebook account manages no Page to connect (followers live on Pages). */
  facebookPageMissing: 'facebook_page_missing',
  /** No Instagram professional account is linked to the creator's Facebook Pages. */
  instagramAccountMissing: 'instagram_account_missing',
  /** The brand has used this period's creator-profile views (`max-views`). */
  profileViewsExhausted: 'profile_views_exhausted',
  /** The casting call is not open (a draft, or closed): no applications, no publishing twice. */
  castingCallNotOpen: 'casting_call_not_open',
  /** A closed casting call cannot be edited or reopened. */
  castingCallClosed: 'casting_call_closed',
  /** The creator already applied to this casting call. */
  alreadyApplied: 'already_applied',
  /** An accepted or declined application is final. */
  applicationDecided: 'application_decided',
  /** The proposal was accepted or declined: nothing more can happen to it. */
  proposalClosed: 'proposal_closed',
  /** The other side has to answer first. */
  proposalNotYourTurn: 'proposal_not_your_turn',
  /** Demo data is only for the embedded default, never for a server with DATABASE_URL. */
  seedUnavailable: 'seed_unavailable',
  /** The 14-day trial can be applied for once per account. */
  trialAlreadyUsed: 'trial_already_used',
  /** The current password given to change it (or delete the account) is not the account's. */
  passwordIncorrect: 'password_incorrect',
  /** A password-reset link that is unknown, used or expired. */
  resetTokenInvalid: 'reset_token_invalid',
  /** The payment provider refused or could not take the payment. */
  paymentDeclined: 'payment_declined',
  /** The buyer has not approved the order at the provider yet (or cancelled it). */
  paymentNotApproved: 'payment_not_approved',
  /** The same idempotency key was sent with a different request. */
  idempotencyConflict: 'idempotency_conflict',
  /** The briefcase holds its maximum number of pieces. */
  briefcaseFull: 'briefcase_full',
  /** Stories need a verified Instagram connection, and the creator has none. */
  instagramNotConnected: 'instagram_not_connected',
  /** The brand account already tracks the most keywords it may (20). */
  monitorKeywordsFull: 'monitor_keywords_full',
  /** Issue 31 (domain/item-machine.ts): the collaboration item was cancelled by agreement. */
  collaborationItemCancelled: 'collaboration_item_cancelled',
  /** The item is closed (rejected, measured) or past the point this move belongs to. */
  collaborationMoveNotAllowed: 'collaboration_move_not_allowed',
  /** The other side makes this move (a creator approving, a brand handing in a draft). */
  collaborationNotYourMove: 'collaboration_not_your_move',
  /** Every round of changes the terms include was asked already. */
  collaborationRevisionsExhausted: 'collaboration_revisions_exhausted',
  /** A cancellation waits for the other side's answer; it is answered before anything else. */
  collaborationCancelPending: 'collaboration_cancel_pending',
  /** No cancellation waits for this side's answer. */
  collaborationCancelNotRequested: 'collaboration_cancel_not_requested',
  /** The draft reviewed is no longer the one waiting (a newer version, or already reviewed). */
  draftVersionOutdated: 'draft_version_outdated',
  /** Figures are read from the network for this item; typed figures are only for the others. */
  figuresFromNetwork: 'figures_from_network',
  /** Issue 32: the collaboration is paid already (another funding captured). */
  dealAlreadyFunded: 'deal_already_funded',
  /** Issue 32: the total the brand saw is not what the deal costs now. */
  dealAmountChanged: 'deal_amount_changed',
  /** Issue 32: every item was cancelled before the brand paid: nothing to fund. */
  dealNotFundable: 'deal_not_fundable',
  /** Issue 32: the money is not held by the platform (not funded yet, or all of it moved). */
  dealNothingHeld: 'deal_nothing_held',
  /** Issue 32: only a payout PayPal did not pay can be tried again. */
  payoutNotRetryable: 'payout_not_retryable',
  internal: 'internal_error',
  /** docs/PRODUCT.md §8: a profile save with a handle someone else has. */
  duplicatedVanityName: 'accounts.DuplicatedVanityName',
  /** docs/PRODUCT.md §8 (typo kept): the network account is already linked to another user. */
  networkLinkedElsewhere: 'accountNetwrokExists',
  requestCancelled: 'request_cancelled',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  /** Issue 35: a body that arrives slower than the server's minimum rate (a trickle) is cut. */
  requestTimeout: 'request_timeout',
  /** Issue 35: the path exists, not with this method (405 with `Allow`). */
  methodNotAllowed: 'method_not_allowed',
  // Raised by main, never by the core API.
  invalidArguments: 'invalid_arguments',
  untrustedSender: 'untrusted_sender',
  network: 'network_error',
  keychainUnavailable: 'keychain_unavailable',
  signInCancelled: 'sign_in_cancelled',
  signInTimedOut: 'sign_in_timed_out',
  /** docs/PRODUCT.md §4: the login surface (Facebook's) did not load within its 3000 ms. */
  loginSurfaceUnavailable: 'login_surface_unavailable',
  /** Offline, and this account has no saved copy to show yet. */
  offlineNoData: 'offline_no_data',
  /** Writing an exported media kit failed (disk full, folder gone…); nothing half-written is left. */
  exportFailed: 'export_failed',
  /** A batch export is already running; one at a time. */
  exportBusy: 'export_busy',
  /** The server address given in settings does not answer as a core API. */
  serverUnreachable: 'server_unreachable',
  /** The data folder chosen in settings cannot be written, or sits inside the current one. */
  folderNotUsable: 'folder_not_usable',
  /** An `Idempotency-Key` first used for another method, path or body (a queued action's id). */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** The first request with this `Idempotency-Key` is still running: ask again after Retry-After. */
  idempotencyKeyInProgress: 'idempotency_key_in_progress',
  /** A counter-offer of this proposal already waits in the offline queue: one at a time. */
  alreadyQueued: 'already_queued',
} as const;

export type KnownErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Codes whose text is written where the failure happened, naming the party that failed ("No
 * pudimos comunicarnos con TikTok", "Google no respondió", "TikTok ya no acepta la autorización"):
 * clients show that text, and their own generic one only when it is empty. Issue 34: a generic
 * "El servicio de inicio de sesión no responde" told a network's 500 as a sign-in outage.
 */
export const SELF_DESCRIBED_CODES: ReadonlySet<string> = new Set<string>([
  ErrorCode.providerUnavailable,
  ErrorCode.networkReconnectRequired,
]);
