import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { YouTubeInfoAnswer } from '../../src-shared/domain/youtube-channel';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { findOwnNetwork } from '../networks/network-repository';
import { OAUTH_NETWORK_LABELS } from './network-labels';
import type { OAuthNetworks } from './oauth-networks';
import { readOrReconnect, readWithFreshGrant, storeReading } from './refresh-metrics';

const LABEL = OAUTH_NETWORK_LABELS.youtube;

/**
 * `social/get/info/youtube/{uuid}/`: one of the caller's verified YouTube connections read live
 * (channel and latest uploads) with its stored grant, refreshed when it has expired. The figures
 * are kept as the connection's snapshot the way `update/info` keeps them, so the side panel shows
 * what this answer shows. Someone else's, an unknown id and a connection of another network are a
 * 404 (the path names YouTube, so there is no such YouTube connection); hand-typed figures have no
 * source to ask: 409 `metrics_manual`, as for `update/info`.
 */
export async function readYouTubeInfo(
  db: Kysely<Database>,
  social: OAuthNetworks,
  userId: string,
  uuid: string,
  now: () => Date,
): Promise<YouTubeInfoAnswer> {
  const row = await findOwnNetwork(db, userId, uuid);
  if (!row || row.network !== 'youtube') throw new ApiError(ErrorCode.notFound);
  if (!row.connected) throw new ApiError(ErrorCode.metricsManual);
  const youtube = social.youtube;
  if (!youtube) {
    throw new ApiError(ErrorCode.providerNotConfigured, {
      message: `La conexión con ${LABEL} no está configurada en este servidor.`,
    });
  }
  const reading = await readOrReconnect(LABEL, () =>
    readWithFreshGrant(
      db,
      uuid,
      {
        readAccount: (credential) => youtube.readChannel(credential.accessToken),
        refresh: youtube.refresh,
      },
      now,
    ),
  );
  const connection = await storeReading(
    db,
    userId,
    row,
    { ...reading, displayName: reading.channel.title },
    now(),
  );
  return { channel: reading.channel, videos: reading.videos, user_network: connection };
}
