import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import {
  NETWORK_NAME_MAX_LENGTH,
  NETWORK_URL_MAX_LENGTH,
} from '../../src-shared/rules/text-limits';
import {
  OAUTH_CONNECT_NETWORKS,
  PROVIDER_CONNECT_NETWORKS,
  type NetworkConnection,
  type OAuthConnectNetwork,
  type ProviderConnectNetwork,
  type SocialNetwork,
} from '../../src-shared/domain/network';
import type { Database, NetworkRow } from '../db/schema';
import { ApiError } from '../http/errors';
import {
  clearGrantRevoked,
  findCredential,
  markGrantRevoked,
  saveRefreshedTokens,
  type StoredGrant,
} from '../networks/credential-repository';
import { revokedReason } from '../networks/network-access';
import { connectionWithMetrics, recordMetrics } from '../networks/network-metrics';
import { findOwnNetwork, updateOwnNetwork } from '../networks/network-repository';
import { AccessTokenRefusedError } from '../providers/fetch-json';
import type { AccountReading, RefreshGrant, StoredCredential } from '../providers/oauth-network';
import { redeemFor } from '../providers/oauth-redeem';
import { networkLabel, OAUTH_NETWORK_LABELS } from './network-labels';
import type { OAuthNetworks } from './oauth-networks';

const isOAuthNetwork = (value: SocialNetwork): value is OAuthConnectNetwork =>
  (OAUTH_CONNECT_NETWORKS as readonly string[]).includes(value);

const isProviderNetwork = (value: SocialNetwork): value is ProviderConnectNetwork =>
  (PROVIDER_CONNECT_NETWORKS as readonly string[]).includes(value);

/**
 * A token this close to its expiry is refreshed before the read rather than sent to fail: the
 * read takes a few calls, and the clocks of the server and the network differ a little.
 */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * How one network is re-read: its adapter's read, and its token refresh where it has one. `T` is
 * what the read answers: a reading for `update/info`, more for a network's own live read
 * (`get/info/youtube/`).
 */
export interface NetworkReader<T = AccountReading> {
  readAccount: (credential: StoredCredential) => Promise<T>;
  refresh?: RefreshGrant | undefined;
}

/**
 * Twitter's OAuth 1.0a adapter and Facebook's login (facebook, instagram) stand apart from the
 * code-flow ones but read the same way. Facebook's long-lived tokens have no refresh: a new login.
 */
function readerFor(social: OAuthNetworks, network: SocialNetwork): NetworkReader | undefined {
  if (network === 'twitter') return social.twitter;
  if (network === 'facebook' || network === 'instagram') {
    const facebook = social.facebook;
    return facebook && { readAccount: (credential) => facebook.read(network, credential) };
  }
  const adapter = isOAuthNetwork(network) ? social.adapters[network] : undefined;
  if (!adapter?.readAccount) return undefined;
  return { readAccount: adapter.readAccount, refresh: adapter.refresh };
}

/**
 * docs/PRODUCT.md §7 `update/info`: reads a verified connection's figures again from its network
 * with the stored grant and keeps them as the latest snapshot. An expired OAuth 2 access token is
 * refreshed first (and one the network refuses is refreshed once and read again), the new tokens
 * stored. Someone else's connection is a 404 like an unknown one. Hand-typed figures have no source
 * to ask, so they are a 409 and stay as they are.
 */
export async function refreshMetrics(
  db: Kysely<Database>,
  social: OAuthNetworks,
  userId: string,
  uuid: string,
  now: () => Date,
): Promise<NetworkConnection> {
  const row = await findOwnNetwork(db, userId, uuid);
  if (!row) throw new ApiError(ErrorCode.notFound);
  if (!row.connected) throw new ApiError(ErrorCode.metricsManual);
  const network = row.network;
  const reader = readerFor(social, network);
  const label = isProviderNetwork(network) ? OAUTH_NETWORK_LABELS[network] : network;
  if (!reader) {
    throw new ApiError(ErrorCode.metricsRefreshUnsupported, {
      message: `${label} todavía no permite actualizar sus cifras automáticamente.`,
    });
  }
  const reading = await readOrReconnect(label, () => readWithFreshGrant(db, uuid, reader, now));
  return storeReading(db, userId, row, reading, now());
}

/**
 * Keeps what a re-read reported as the connection's count and latest snapshot, and answers the
 * connection with it; `update/info` and a network's own live read store the same way.
 */
export async function storeReading(
  db: Kysely<Database>,
  userId: string,
  row: Pick<NetworkRow, 'uuid' | 'network'>,
  reading: AccountReading,
  readAt: Date,
): Promise<NetworkConnection> {
  // A network that reports no count (LinkedIn) leaves the stored one as it is.
  const updated = await updateOwnNetwork(db, userId, row.uuid, {
    ...(reading.followers === undefined ? {} : { followers: reading.followers }),
    ...(reading.displayName ? { name: reading.displayName.slice(0, NETWORK_NAME_MAX_LENGTH) } : {}),
    ...(reading.profileUrl ? { url: reading.profileUrl.slice(0, NETWORK_URL_MAX_LENGTH) } : {}),
    updated_at: readAt,
  });
  // Removed while the network answered: it is gone for the caller too.
  if (!updated) throw new ApiError(ErrorCode.notFound);
  await recordMetrics(
    db,
    updated,
    updated.followers,
    row.network,
    readAt,
    reading.metrics,
    reading.audience,
  );
  return connectionWithMetrics(db, updated, readAt);
}

/**
 * Reads with the stored grant, refreshing it first when it has expired, or after the network
 * refused it (an expiry date is the network's estimate, a revoked token has none). Without a
 * refresh token, or for a network without refresh (Twitter's tokens never expire), the refusal
 * stands and the user is asked to connect again. A grant the network refused in the end is
 * recorded as revoked (the connection's `access` says so until a new sign-in); one it accepts
 * again is no longer.
 */
export async function readWithFreshGrant<T>(
  db: Kysely<Database>,
  uuid: string,
  reader: NetworkReader<T>,
  now: () => Date,
): Promise<T> {
  const stored = await findCredential(db, uuid);
  if (!stored) throw new AccessTokenRefusedError('no stored token');
  let attempted = stored;
  const read = async (grant: StoredGrant) => {
    attempted = grant;
    return reader.readAccount(grant);
  };
  try {
    const result = await readFresh(db, uuid, stored, reader.refresh, read, now);
    if (attempted.revoked) await clearGrantRevoked(db, uuid, attempted.accessToken);
    return result;
  } catch (error) {
    if (error instanceof AccessTokenRefusedError) {
      await recordRefusal(db, uuid, attempted.accessToken, now());
    }
    throw error;
  }
}

async function readFresh<T>(
  db: Kysely<Database>,
  uuid: string,
  stored: StoredGrant,
  refresh: RefreshGrant | undefined,
  read: (grant: StoredGrant) => Promise<T>,
  now: () => Date,
): Promise<T> {
  const refreshToken = stored.refreshToken;
  if (!refresh || refreshToken === undefined) return read(stored);

  const renew = () => renewGrant(db, uuid, stored, refreshToken, refresh, now);
  const expired =
    stored.expiresAt !== undefined &&
    stored.expiresAt.getTime() - EXPIRY_MARGIN_MS <= now().getTime();
  if (expired) return read(await renew());
  try {
    return await read(stored);
  } catch (error) {
    if (!(error instanceof AccessTokenRefusedError)) throw error;
    return read(await renew());
  }
}

/** Keeps the network's refusal of the grant with the reason the creator reads. */
async function recordRefusal(
  db: Kysely<Database>,
  uuid: string,
  refusedAccessToken: string,
  now: Date,
): Promise<void> {
  const row = await db
    .selectFrom('user_networks')
    .select('network')
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) return;
  const reason = revokedReason(networkLabel(row.network));
  await markGrantRevoked(db, uuid, refusedAccessToken, reason, now);
}

/**
 * Trades the refresh token for new tokens and stores them in place of the old grant. A refused
 * refresh token is the end of the grant (AccessTokenRefusedError, nothing written), unless a
 * newer grant was stored meanwhile: networks that rotate refresh tokens (TikTok, Pinterest) refuse
 * one already spent by a concurrent refresh, and a sign-in replaces the grant; that one is used.
 */
async function renewGrant(
  db: Kysely<Database>,
  uuid: string,
  stored: StoredGrant,
  refreshToken: string,
  refresh: RefreshGrant,
  now: () => Date,
): Promise<StoredGrant> {
  try {
    const tokens = await refresh(refreshToken);
    await saveRefreshedTokens(db, uuid, stored.accessToken, tokens, now());
    // saveRefreshedTokens cleared any refusal recorded against the grant.
    const { revoked: _cleared, ...grant } = stored;
    return {
      ...grant,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? refreshToken,
      expiresAt: tokens.expiresAt,
    };
  } catch (error) {
    if (error instanceof AccessTokenRefusedError) {
      const latest = await findCredential(db, uuid);
      if (latest && latest.accessToken !== stored.accessToken) return latest;
    }
    throw error;
  }
}

/** A refused grant asks the user to sign in again; any other failure is the network's (502). */
export async function readOrReconnect<T>(label: string, read: () => Promise<T>): Promise<T> {
  try {
    return await redeemFor(label, read);
  } catch (error) {
    if (error instanceof Error && error.cause instanceof AccessTokenRefusedError) {
      throw new ApiError(ErrorCode.networkReconnectRequired, {
        message: `${label} ya no acepta la autorización guardada. Vuelve a conectar tu cuenta para actualizar sus cifras.`,
      });
    }
    throw error;
  }
}
