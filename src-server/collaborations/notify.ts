import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../src-shared/domain/collaboration';
import type { Database } from '../db/schema';

export interface NewNotice {
  userId: string;
  kind: NotificationKind;
  collaborationId: string;
  itemId: string | null;
  note?: string;
  /** Notices made from a date are made once per key (`due_tomorrow:<item>:<date>`). */
  dedupeKey?: string;
  now: Date;
}

/**
 * One line in an account's inbox (issue 31), written in the transaction of the move it tells of,
 * so a move and its notice land together or not at all.
 */
export async function notify(db: Kysely<Database>, notices: readonly NewNotice[]): Promise<void> {
  if (notices.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      notices.map((notice) => ({
        id: randomUUID(),
        user_id: notice.userId,
        kind: notice.kind,
        collaboration_id: notice.collaborationId,
        item_id: notice.itemId,
        note: notice.note ?? '',
        dedupe_key: notice.dedupeKey ?? null,
        created_at: notice.now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing(),
    )
    .execute();
}
