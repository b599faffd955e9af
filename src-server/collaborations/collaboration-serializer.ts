import type {
  Collaboration,
  CollaborationItem,
  CollaborationSummary,
  DraftMedia,
  DraftVersion,
  ItemEvent,
  ItemFigures,
} from '../../src-shared/domain/collaboration';
import { brandSummaryOf, creatorSummaryOf } from '../marketplace/party-serializer';
import { mediaUrl } from '../media/media-url';
import type {
  CollaborationRecord,
  EventRecord,
  FiguresRecord,
  ItemDigest,
  ItemRecord,
  ItemsDetail,
  MediaRecord,
  VersionRecord,
} from './collaboration-reads';
import type { SocialNetwork } from '../../src-shared/domain/network';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** How a creator is named in timelines and notices: their name, else their handle. */
export function creatorDisplayName(row: {
  first_name: string;
  last_name: string;
  vanity_name: string | null;
}): string {
  return `${row.first_name} ${row.last_name}`.trim() || (row.vanity_name ?? '');
}

export function serializeSummary(
  row: CollaborationRecord,
  digest: ItemDigest,
  origin: string,
): CollaborationSummary {
  return {
    id: row.id,
    proposal_id: row.proposal_id,
    brand: brandSummaryOf(row, origin),
    creator: creatorSummaryOf(row, origin),
    price: row.price,
    start_date: row.start_date,
    end_date: row.end_date,
    revision_rounds: row.revision_rounds,
    money_status: row.money_status,
    status: row.status,
    item_counts: digest.counts,
    items_total: digest.total,
    next_due: digest.next,
    late_count: digest.late,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function serializeMedia(row: MediaRecord, origin: string): DraftMedia {
  return {
    id: row.id,
    media_type: row.media_type,
    url: mediaUrl(row.file, origin)!,
    thumbnail_url: mediaUrl(row.thumbnail, origin),
    file_name: row.file_name,
    size_bytes: Number(row.size_bytes),
  };
}

export function serializeVersion(
  row: VersionRecord,
  media: readonly MediaRecord[],
  origin: string,
): DraftVersion {
  return {
    id: row.id,
    version: row.version,
    caption: row.caption,
    planned_publish_date: row.planned_publish_date,
    note: row.note,
    media: media.map((file) => serializeMedia(file, origin)),
    created_at: row.created_at.toISOString(),
  };
}

function serializeEvent(row: EventRecord, names: { brand: string; creator: string }): ItemEvent {
  return {
    id: row.id,
    action: row.action,
    actor: row.actor,
    actor_name: row.actor === 'system' ? '' : names[row.actor],
    from_status: row.from_status,
    to_status: row.to_status,
    note: row.note,
    version: row.version,
    created_at: row.created_at.toISOString(),
  };
}

function serializeFigures(row: FiguresRecord): ItemFigures {
  const count = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    checkpoint: row.checkpoint,
    source: row.source,
    views: count(row.views),
    likes: count(row.likes),
    comments: count(row.comments),
    shares: count(row.shares),
    reach: count(row.reach),
    read_at: row.read_at.toISOString(),
  };
}

/** Groups rows by their item (or version) id, keeping their order. */
function byKey<T>(rows: readonly T[], key: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const id = key(row);
    if (id === null) continue;
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

/**
 * `readable`: the networks whose figures the core API reads for this creator (an adapter and a
 * verified connection); on the others figures are typed by hand.
 */
export function serializeItems(
  detail: ItemsDetail,
  names: { brand: string; creator: string },
  readable: ReadonlySet<SocialNetwork>,
  origin: string,
): CollaborationItem[] {
  const versions = byKey(detail.versions, (row) => row.item_id);
  const media = byKey(detail.media, (row) => row.version_id);
  const events = byKey(detail.events, (row) => row.item_id);
  const figures = byKey(detail.figures, (row) => row.item_id);
  const problems = byKey(detail.problems, (row) => row.item_id);
  return detail.items.map((item: ItemRecord) => {
    const problem = problems.get(item.id)?.[0];
    return {
      id: item.id,
      collaboration_id: item.collaboration_id,
      network: item.network,
      content_type: item.content_type,
      number: item.number,
      due_date: item.due_date,
      status: item.status,
      revisions_used: item.revisions_used,
      cancel_request: item.cancel_requested_by
        ? {
            by: item.cancel_requested_by,
            reason: item.cancel_reason,
            at: iso(item.cancel_requested_at) ?? item.updated_at.toISOString(),
          }
        : null,
      post_url: item.post_url,
      published_at: iso(item.published_at),
      figures_readable: readable.has(item.network),
      waiting_since: iso(item.waiting_since),
      versions: (versions.get(item.id) ?? []).map((version) =>
        serializeVersion(version, media.get(version.id) ?? [], origin),
      ),
      events: (events.get(item.id) ?? []).map((event) => serializeEvent(event, names)),
      figures: (figures.get(item.id) ?? []).map(serializeFigures),
      figures_problem: problem
        ? {
            checkpoint: problem.checkpoint,
            message: problem.last_error,
            retry_at: iso(problem.retry_at),
          }
        : null,
      updated_at: item.updated_at.toISOString(),
    };
  });
}

export function serializeCollaboration(
  row: CollaborationRecord,
  digest: ItemDigest,
  detail: ItemsDetail,
  readable: ReadonlySet<SocialNetwork>,
  origin: string,
): Collaboration {
  const names = { brand: row.brand_name, creator: creatorDisplayName(row) };
  return {
    ...serializeSummary(row, digest, origin),
    items: serializeItems(detail, names, readable, origin),
  };
}
