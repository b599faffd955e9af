import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { PROVIDER_CONNECT_NETWORKS } from '../../../src-shared/domain/network';
import { componentRef, resultsOf } from '../../http/openapi/answer-schemas';
import { arrayOf, closed, oneOfValues } from '../../http/openapi/answers/schema-kit';
import { toSchema } from '../../http/openapi/json-schema';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { PagingQuerySchema } from '../../http/paging';
import { SaveFacebookTokenSchema } from '../../social/facebook-inputs';
import {
  AuthorizeQuerySchema,
  BrowserAuthorizeQuerySchema,
  BrowserRedeemCodeSchema,
  RedeemCodeSchema,
} from '../../social/oauth-inputs';
import { TwitterRedeemQuerySchema } from '../../social/twitter-inputs';
import { connectAnswer } from '../networks/route-docs';
import { INSTAGRAM_MEDIA_ROUTE } from './social-instagram-media';
import { SAVE_TOKEN_ROUTE } from './social-save-token';
import { TWITTER_REDEEM_ROUTE } from './social-twitter-redeem';
import { VALIDATE_TOKEN_ROUTE } from './social-validate-token';

const uuid = { uuid: "One of the caller's connections." };
const network = {
  network: 'tiktok, twitch, pinterest, linkedin, spotify, youtube, facebook or instagram.',
};
const connected = {
  status: 201,
  alsoStatus: 200,
  description:
    '`{ new, code, user_network }`: 201 for a new connection, 200 for one already there.',
  schema: connectAnswer,
};
const networkErrors = [
  ErrorCode.notFound,
  ErrorCode.providerNotConfigured,
  ErrorCode.providerUnavailable,
];

/** `?state=` everywhere; the system-browser networks (youtube) also need the loopback and PKCE. */
const authorizeQuery = {
  ...toSchema(BrowserAuthorizeQuerySchema),
  required: toSchema(AuthorizeQuerySchema).required,
};

/** Connecting networks through their own sign-in (the core API is the OAuth client). */
export const socialRouteDocs: RouteDoc[] = tagged('social', [
  {
    method: 'GET',
    path: ApiPath.socialProviders,
    summary: 'The networks this server can connect through a sign-in',
    access: 'bearer',
    permission: 'networks.manage',
    answer: {
      description: '`{ networks }`.',
      schema: closed({ networks: arrayOf(oneOfValues(PROVIDER_CONNECT_NETWORKS)) }),
    },
    errors: [],
  },
  {
    method: 'GET',
    path: ApiPath.socialAuthorize(':network'),
    summary: "The network's sign-in window address",
    description:
      'youtube (system browser) also takes `redirect_uri` (loopback) and `code_challenge` (S256).',
    access: 'bearer',
    permission: 'networks.manage',
    params: network,
    query: authorizeQuery,
    answer: {
      description: '`{ url, redirect_uri }`.',
      schema: componentRef('SocialAuthorizeAnswer'),
    },
    errors: networkErrors,
  },
  {
    method: 'POST',
    path: ApiPath.socialRedeemCode(':network'),
    summary: 'Connect the account signed in to, with the code its window returned',
    access: 'bearer',
    permission: 'networks.manage',
    params: network,
    body: {
      schema: { anyOf: [toSchema(RedeemCodeSchema), toSchema(BrowserRedeemCodeSchema)] },
    },
    answer: connected,
    errors: [
      ...networkErrors,
      ErrorCode.oauthCodeInvalid,
      ErrorCode.youtubeChannelMissing,
      ErrorCode.networkLinkedElsewhere,
    ],
  },
  {
    method: 'GET',
    path: ApiPath.twitterLogin,
    summary: 'Start an X (Twitter) sign-in: request token and window address',
    access: 'bearer',
    permission: 'networks.manage',
    answer: { description: 'TwitterLoginAnswer.', schema: componentRef('TwitterLoginAnswer') },
    errors: [ErrorCode.providerNotConfigured, ErrorCode.providerUnavailable],
  },
  {
    method: 'GET',
    path: TWITTER_REDEEM_ROUTE,
    summary: 'Connect the X account signed in to',
    access: 'bearer',
    permission: 'networks.manage',
    params: {
      token: 'The request token.',
      verifier: "The verifier from the window's return address.",
      secret: "Login's `temp_secret`.",
    },
    query: TwitterRedeemQuerySchema,
    answer: connected,
    errors: [
      ErrorCode.providerNotConfigured,
      ErrorCode.providerUnavailable,
      ErrorCode.oauthCodeInvalid,
      ErrorCode.twitterAccountMismatch,
      ErrorCode.networkLinkedElsewhere,
    ],
  },
  {
    method: 'POST',
    path: SAVE_TOKEN_ROUTE,
    summary: "Connect a Facebook Page or Instagram account from Facebook's login",
    access: 'bearer',
    permission: 'networks.manage',
    params: { network: 'facebook or instagram.' },
    body: {
      contentType: ['application/x-www-form-urlencoded', 'application/json'],
      schema: SaveFacebookTokenSchema,
    },
    answer: connected,
    errors: [
      ErrorCode.notFound,
      ErrorCode.providerNotConfigured,
      ErrorCode.providerUnavailable,
      ErrorCode.facebookGrantInvalid,
      ErrorCode.facebookPermissionsMissing,
      ErrorCode.facebookPageMissing,
      ErrorCode.instagramAccountMissing,
      ErrorCode.networkLinkedElsewhere,
    ],
  },
  {
    method: 'GET',
    path: VALIDATE_TOKEN_ROUTE,
    summary: 'What Facebook says of a user access token for this app',
    access: 'bearer',
    permission: 'networks.manage',
    params: { token: 'A Facebook user access token.' },
    answer: {
      description: 'FacebookTokenValidation.',
      schema: componentRef('FacebookTokenValidation'),
    },
    errors: [ErrorCode.validation, ErrorCode.providerNotConfigured, ErrorCode.providerUnavailable],
  },
  {
    method: 'GET',
    path: ApiPath.socialUpdateInfo(':uuid'),
    summary: "Re-read a verified connection's figures from its network",
    access: 'bearer',
    permission: 'networks.manage',
    params: uuid,
    answer: { description: 'NetworkConnection.', schema: componentRef('NetworkConnection') },
    errors: [
      ErrorCode.notFound,
      ErrorCode.metricsManual,
      ErrorCode.metricsRefreshUnsupported,
      ErrorCode.networkReconnectRequired,
      ErrorCode.providerNotConfigured,
      ErrorCode.providerUnavailable,
    ],
  },
  {
    method: 'GET',
    path: ApiPath.socialYouTubeInfo(':uuid'),
    summary: 'A YouTube connection read live: channel and latest uploads',
    access: 'bearer',
    permission: 'networks.manage',
    params: uuid,
    answer: { description: 'YouTubeInfoAnswer.', schema: componentRef('YouTubeInfoAnswer') },
    errors: [
      ErrorCode.notFound,
      ErrorCode.metricsManual,
      ErrorCode.networkReconnectRequired,
      ErrorCode.providerNotConfigured,
      ErrorCode.providerUnavailable,
    ],
  },
  {
    method: 'GET',
    path: INSTAGRAM_MEDIA_ROUTE,
    summary: 'The latest posts of a verified Instagram connection',
    access: 'bearer',
    permission: 'networks.manage',
    params: uuid,
    answer: {
      description: '`{ results: InstagramMedia[] }`, newest first.',
      schema: resultsOf('InstagramMedia'),
    },
    errors: [
      ErrorCode.notFound,
      ErrorCode.metricsManual,
      ErrorCode.networkReconnectRequired,
      ErrorCode.providerNotConfigured,
      ErrorCode.providerUnavailable,
    ],
  },
  {
    method: 'GET',
    path: ApiPath.downloadStories,
    summary: "Keep the creator's current Instagram stories and list every one kept",
    access: 'bearer',
    permission: 'networks.manage',
    query: PagingQuerySchema,
    answer: {
      description: 'DownloadedStory.',
      schema: componentRef('DownloadedStory'),
      paged: true,
    },
    errors: [
      ErrorCode.instagramNotConnected,
      ErrorCode.networkReconnectRequired,
      ErrorCode.providerNotConfigured,
      ErrorCode.providerUnavailable,
    ],
  },
]);
