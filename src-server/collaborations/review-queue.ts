import type { Kysely } from 'kysely';
import type { ReviewQueueEntry } from '../../src-shared/domain/collaboration';
import type { Database } from '../db/schema';
import { brandSummaryOf, creatorSummaryOf } from '../marketplace/party-serializer';
import { selectCollaborations, type MediaRecord } from './collaboration-reads';
import { serializeVersion } from './collaboration-serializer';

type Db = Kysely<Database>;

/**
 * Issue 31: the drafts waiting for a brand account across its collaborations, the one waiting
 * longest first, each with the version to review. Three statements for a page, whatever its size:
 * the page (the partial index on waiting drafts keeps it off the rest), its versions, their files.
 */
export async function reviewQueueOf(
  db: Db,
  brandOwnerId: string,
  window: { offset: number; limit: number },
  origin: string,
): Promise<{ rows: ReviewQueueEntry[]; count: number }> {
  const waiting = selectCollaborations(db)
    .innerJoin('collaboration_items as i', 'i.collaboration_id', 'c.id')
    .where('c.brand_owner_id', '=', brandOwnerId)
    .where('i.status', '=', 'draft_submitted');
  const [page, total] = await Promise.all([
    waiting
      .select([
        'i.id as item_id',
        'i.network',
        'i.content_type',
        'i.number',
        'i.due_date',
        'i.status as item_status',
        'i.revisions_used',
        'i.cancel_requested_by',
        'i.cancel_reason',
        'i.cancel_requested_at',
        'i.post_url',
        'i.published_at',
        'i.waiting_since',
        'i.updated_at as item_updated_at',
      ])
      .orderBy('i.waiting_since')
      .orderBy('i.id')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
    db
      .selectFrom('collaboration_items as i')
      .innerJoin('collaborations as c', 'c.id', 'i.collaboration_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('c.brand_owner_id', '=', brandOwnerId)
      .where('i.status', '=', 'draft_submitted')
      .executeTakeFirstOrThrow(),
  ]);
  if (page.length === 0) return { rows: [], count: Number(total.count) };

  const versions = await db
    .selectFrom('collaboration_versions')
    .distinctOn('item_id')
    .selectAll()
    .where(
      'item_id',
      'in',
      page.map((row) => row.item_id),
    )
    .orderBy('item_id')
    .orderBy('version', 'desc')
    .execute();
  const media = await db
    .selectFrom('collaboration_media')
    .selectAll()
    .where(
      'version_id',
      'in',
      versions.map((version) => version.id),
    )
    .orderBy('version_id')
    .orderBy('position')
    .execute();
  const mediaOf = (versionId: string): MediaRecord[] =>
    media.filter((file) => file.version_id === versionId);

  const rows = page.flatMap((row): ReviewQueueEntry[] => {
    const version = versions.find((candidate) => candidate.item_id === row.item_id);
    if (!version || !row.waiting_since) return [];
    const waitingSince = row.waiting_since.toISOString();
    return [
      {
        item: {
          id: row.item_id,
          collaboration_id: row.id,
          network: row.network,
          content_type: row.content_type,
          number: row.number,
          due_date: row.due_date,
          status: row.item_status,
          revisions_used: row.revisions_used,
          cancel_request: row.cancel_requested_by
            ? {
                by: row.cancel_requested_by,
                reason: row.cancel_reason,
                at: (row.cancel_requested_at ?? row.item_updated_at).toISOString(),
              }
            : null,
          post_url: row.post_url,
          published_at: row.published_at ? row.published_at.toISOString() : null,
          figures_readable: false,
          waiting_since: waitingSince,
          updated_at: row.item_updated_at.toISOString(),
        },
        collaboration: {
          id: row.id,
          brand: brandSummaryOf(row, origin),
          creator: creatorSummaryOf(row, origin),
          revision_rounds: row.revision_rounds,
        },
        version: serializeVersion(version, mediaOf(version.id), origin),
        waiting_since: waitingSince,
      },
    ];
  });
  return { rows, count: Number(total.count) };
}
