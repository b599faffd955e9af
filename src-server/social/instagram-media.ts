import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { InstagramMedia } from '../../src-shared/domain/network';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { saveMedia } from '../networks/media-repository';
import { findOwnNetwork } from '../networks/network-repository';
import type { FacebookConnect } from '../providers/facebook-connect';
import { readOrReconnect, readWithFreshGrant } from './refresh-metrics';

/**
 * docs/PRODUCT.md §7 `get/media/instagram/{uuid}`: the latest posts of one of the caller's verified
 * Instagram connections, read live and kept (brands search them later). Someone else's uuid, or
 * one that is not Instagram, is a 404 like an unknown one.
 */
export async function readInstagramMedia(
  db: Kysely<Database>,
  facebook: FacebookConnect,
  userId: string,
  uuid: string,
  now: () => Date,
): Promise<InstagramMedia[]> {
  const row = await findOwnNetwork(db, userId, uuid);
  if (!row || row.network !== 'instagram') throw new ApiError(ErrorCode.notFound);
  if (!row.connected) {
    throw new ApiError(ErrorCode.metricsManual, {
      message: 'Conecta tu cuenta de Instagram con Facebook para ver sus publicaciones aquí.',
    });
  }
  const posts = await readOrReconnect('Instagram', () =>
    readWithFreshGrant(db, uuid, { readAccount: facebook.instagramMedia }, now),
  );
  await saveMedia(db, uuid, posts, now());
  return posts;
}
