import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { emptyMetaInfo } from '../../src-shared/domain/user';
import { revokeAllTokens } from '../auth/token-store';
import type { Database } from '../db/schema';
import { jsonb } from '../db/jsonb';
import { refreshCreatorSearch } from '../finder/refresh-creator-search';
import { deleteMedia } from '../media/media-store';
import { windDownMarketplace } from './marketplace-wind-down';

/** Where a deleted account's e-mail goes: unique, and never deliverable (`.invalid`, RFC 2606). */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@invalid`;
}

/**
 * Deletes an account in one transaction. The user row itself stays, emptied, because proposals,
 * applications and the ledger that other people (and the books) rely on point at it: e-mail
 * `deleted-<id>@invalid`, no password, no Google or Facebook link, empty names, bio, phone and
 * `meta_info`, no avatar, no handle; the role is kept so old records still read right. Everything
 * that was only the account's is deleted: briefcase, AI studio images, networks (with their
 * provider tokens and metrics), kept Instagram stories, monitor keywords, prices, interests, work
 * settings, company, payout e-mail, plan, reset links and its finder rows; the marketplace is
 * wound down (marketplace-wind-down.ts). Every session ends.
 * Media files (avatar, briefcase, studio images, stories, logos) are deleted after the commit.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  userId: string,
  mediaDir: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const files = await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['role', 'profile_image'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const pieces = await trx
      .deleteFrom('briefcase_items')
      .where('user_id', '=', userId)
      .returning(['file_path', 'thumbnail_path'])
      .execute();
    const generated = await trx
      .deleteFrom('generated_images')
      .where('user_id', '=', userId)
      .returning('path')
      .execute();
    // Kept Instagram stories outlive a removed connection, not the account.
    const stories = await trx
      .deleteFrom('instagram_stories')
      .where('user_id', '=', userId)
      .returning(['file_path', 'thumbnail_path'])
      .execute();
    for (const table of [
      'user_networks',
      'creator_prices',
      'creator_interests',
      'influencer_settings',
      'companies',
      'payout_accounts',
      'account_plans',
      'password_reset_tokens',
      'monitor_keywords',
    ] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    }
    await trx.deleteFrom('profile_views').where('brand_id', '=', userId).execute();
    // Issue 14: the account's own shortlist, others' entries and invitations pointing at it.
    await trx
      .deleteFrom('brand_shortlist')
      .where((eb) => eb.or([eb('brand_id', '=', userId), eb('creator_id', '=', userId)]))
      .execute();
    await trx.deleteFrom('casting_invitations').where('creator_id', '=', userId).execute();
    const logos = await windDownMarketplace(
      trx,
      userId,
      user.role === 'brand' ? 'brand' : 'creator',
      now,
    );
    await trx
      .updateTable('users')
      .set({
        email: deletedEmail(userId),
        password_hash: null,
        google_sub: null,
        facebook_id: null,
        first_name: '',
        last_name: '',
        profile_image: null,
        question_text: '',
        telephone: '',
        meta_info: jsonb(emptyMetaInfo()),
        vanity_name: null,
        updated_at: now,
      })
      .where('id', '=', userId)
      .execute();
    // Without networks the creator has no finder rows any more; this removes them.
    await refreshCreatorSearch(trx, userId);
    await revokeAllTokens(trx, userId, now);
    return [
      user.profile_image,
      ...logos,
      ...pieces.flatMap((piece) => [piece.file_path, piece.thumbnail_path]),
      ...generated.map((image) => image.path),
      ...stories.flatMap((story) => [story.file_path, story.thumbnail_path]),
    ];
  });
  // After the commit: a failed delete leaves a stray file, never a row naming a missing one.
  await Promise.all(
    files.map((path) =>
      deleteMedia(mediaDir, path).catch((error: unknown) => {
        log.warn({ err: error }, 'file of a deleted account not deleted');
      }),
    ),
  );
}
