import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import {
  OAUTH_CONNECT_NETWORKS,
  type NetworkConnection,
  type OAuthConnectNetwork,
  type SocialNetwork,
} from '../../src-shared/domain/network';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { findAccessToken } from '../networks/credential-repository';
import { connectionWithMetrics, recordMetrics } from '../networks/network-metrics';
import { findOwnNetwork, updateOwnNetwork } from '../networks/network-repository';
import { AccessTokenRefusedError } from '../providers/fetch-json';
import type { AccountReading } from '../providers/oauth-network';
import { redeemFor } from '../providers/oauth-redeem';
import { OAUTH_NETWORK_LABELS } from './network-labels';
import type { OAuthNetworks } from './oauth-networks';

const isOAuthNetwork = (value: SocialNetwork): value is OAuthConnectNetwork =>
  (OAUTH_CONNECT_NETWORKS as readonly string[]).includes(value);

/**
 * Spec §7 `update/info`: reads a verified connection's figures again from its network with the
 * stored token and keeps them as the latest snapshot. Someone else's connection is a 404 like an
 * unknown one. Hand-typed figures have no source to ask, so they are a 409 and stay as they are.
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
  // Twitter's grant (OAuth 1.0a) and the networks without a re-read are not refreshed yet.
  const adapter =
    isOAuthNetwork(network) && network !== 'twitter' ? social.adapters[network] : undefined;
  const label = isOAuthNetwork(network) ? OAUTH_NETWORK_LABELS[network] : network;
  if (!adapter?.readAccount) {
    throw new ApiError(ErrorCode.metricsRefreshUnsupported, {
      message: `${label} todavía no permite actualizar sus cifras automáticamente.`,
    });
  }
  const accessToken = await findAccessToken(db, uuid);
  const read = adapter.readAccount;
  const reading = await readOrReconnect(label, () => {
    if (accessToken === undefined) throw new AccessTokenRefusedError('no stored token');
    return read(accessToken);
  });

  const readAt = now();
  const updated = await updateOwnNetwork(db, userId, uuid, {
    followers: reading.followers,
    updated_at: readAt,
  });
  // Removed while the network answered: it is gone for the caller too.
  if (!updated) throw new ApiError(ErrorCode.notFound);
  await recordMetrics(db, updated, reading.followers, network, readAt, reading.metrics);
  return connectionWithMetrics(db, updated);
}

/** A refused grant asks the user to sign in again; any other failure is the network's (502). */
async function readOrReconnect(
  label: string,
  read: () => Promise<AccountReading>,
): Promise<AccountReading> {
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
