import type { Kysely } from 'kysely';
import type { ReportFigures } from '../../src-shared/domain/campaign-report';
import type { ItemFigures } from '../../src-shared/domain/collaboration';
import { reportFiguresOf } from '../../src-shared/campaign-report/report-figures';
import type { Database } from '../db/schema';

const count = (value: number | null) => (value === null ? null : Number(value));

/**
 * A collaboration's figures as a report exported now would print them: the price and, per item,
 * its state, post link, publication time and every reading, read in two statements and shaped as
 * the collaboration answer shapes them (collaboration-serializer.ts), then put in the same
 * canonical form main prints (`reportFiguresOf`). An unchanged collaboration digests the same.
 */
export async function liveReportFigures(
  db: Kysely<Database>,
  collaboration: { id: string; price: number },
): Promise<ReportFigures> {
  const items = await db
    .selectFrom('collaboration_items')
    .select(['id', 'network', 'content_type', 'number', 'status', 'post_url', 'published_at'])
    .where('collaboration_id', '=', collaboration.id)
    .orderBy('seq')
    .execute();
  const readings =
    items.length === 0
      ? []
      : await db
          .selectFrom('collaboration_figures')
          .selectAll()
          .where(
            'item_id',
            'in',
            items.map((item) => item.id),
          )
          .orderBy('item_id')
          .orderBy('read_at')
          .execute();
  const byItem = new Map<string, ItemFigures[]>();
  for (const row of readings) {
    const list = byItem.get(row.item_id) ?? [];
    list.push({
      id: row.id,
      checkpoint: row.checkpoint,
      source: row.source,
      views: count(row.views),
      likes: count(row.likes),
      comments: count(row.comments),
      shares: count(row.shares),
      reach: count(row.reach),
      read_at: new Date(row.read_at).toISOString(),
    });
    byItem.set(row.item_id, list);
  }
  return reportFiguresOf({
    price: Number(collaboration.price),
    items: items.map((item) => ({
      network: item.network,
      content_type: item.content_type,
      number: item.number,
      status: item.status,
      post_url: item.post_url,
      published_at: item.published_at ? new Date(item.published_at).toISOString() : null,
      figures: byItem.get(item.id) ?? [],
    })),
  });
}
