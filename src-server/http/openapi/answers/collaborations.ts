import {
  FIGURE_CHECKPOINTS,
  ITEM_EVENT_ACTIONS,
  ITEM_STATUSES,
  COLLABORATION_STATUSES,
  NOTIFICATION_KINDS,
} from '../../../../src-shared/domain/collaboration';
import { DEAL_MONEY_STATUSES } from '../../../../src-shared/domain/deal-money';
import { SOCIAL_NETWORKS } from '../../../../src-shared/domain/network';
import { CONTENT_TYPES } from '../../../../src-shared/domain/content-types';
import type { JsonSchema } from '../route-doc';
import { contentType, network } from './brands';
import { creatorSummary } from './casting-calls';
import {
  arrayOf,
  boolean,
  closed,
  componentRef,
  count,
  dateTime,
  day,
  integer,
  nullable,
  nullableCount,
  nullableDateTime,
  nullableOneOf,
  nullableText,
  oneOfValues,
  text,
  usd,
} from './schema-kit';

const side = ['brand', 'creator'] as const;
const itemStatus = oneOfValues(ITEM_STATUSES);
const nullableDay: JsonSchema = { anyOf: [day, { type: 'null' }] };

/** `src-shared/domain/collaboration.ts` `DraftMedia`. */
const DraftMedia: JsonSchema = closed({
  id: text,
  media_type: oneOfValues(['image', 'video']),
  url: text,
  thumbnail_url: nullableText,
  file_name: text,
  size_bytes: count,
});

/** `DraftVersion`: one handed-in draft; every version is kept. */
const DraftVersion: JsonSchema = closed({
  id: text,
  version: { type: 'integer', minimum: 1 },
  caption: text,
  planned_publish_date: nullableDay,
  note: text,
  media: arrayOf(componentRef('DraftMedia')),
  created_at: dateTime,
});

/** `ItemEvent`: one entry of an item's timeline. */
const ItemEvent: JsonSchema = closed({
  id: text,
  action: oneOfValues(ITEM_EVENT_ACTIONS),
  actor: oneOfValues([...side, 'system']),
  actor_name: text,
  from_status: nullableOneOf(ITEM_STATUSES),
  to_status: nullableOneOf(ITEM_STATUSES),
  note: text,
  version: { type: ['integer', 'null'] },
  created_at: dateTime,
});

/** `ItemFigures`: a published post's figures at one moment, with their source. */
const ItemFigures: JsonSchema = closed({
  id: text,
  checkpoint: oneOfValues([...FIGURE_CHECKPOINTS, 'manual']),
  source: oneOfValues([...SOCIAL_NETWORKS, 'manual']),
  views: nullableCount,
  likes: nullableCount,
  comments: nullableCount,
  shares: nullableCount,
  reach: nullableCount,
  read_at: dateTime,
});

const itemProperties = {
  id: text,
  collaboration_id: text,
  network,
  content_type: contentType,
  number: { type: 'integer', minimum: 1 },
  due_date: day,
  status: itemStatus,
  revisions_used: count,
  cancel_request: nullable(closed({ by: oneOfValues(side), reason: text, at: dateTime })),
  post_url: nullableText,
  published_at: nullableDateTime,
  figures_readable: boolean,
  waiting_since: nullableDateTime,
  updated_at: dateTime,
};

/** `CollaborationItem`: one unit of a deliverable, with its drafts, timeline and figures. */
const CollaborationItem: JsonSchema = closed({
  ...itemProperties,
  versions: arrayOf(componentRef('DraftVersion')),
  events: arrayOf(componentRef('ItemEvent')),
  figures: arrayOf(componentRef('ItemFigures')),
  figures_problem: nullable(
    closed({
      checkpoint: oneOfValues(FIGURE_CHECKPOINTS),
      message: text,
      retry_at: nullableDateTime,
    }),
  ),
});

const summaryProperties = {
  id: text,
  proposal_id: text,
  brand: componentRef('BrandSummary'),
  creator: creatorSummary,
  price: usd,
  start_date: day,
  end_date: day,
  revision_rounds: { type: 'integer', minimum: 0 },
  status: oneOfValues(COLLABORATION_STATUSES),
  money_status: oneOfValues(DEAL_MONEY_STATUSES),
  item_counts: {
    type: 'object',
    propertyNames: itemStatus,
    additionalProperties: count,
  } as JsonSchema,
  items_total: count,
  next_due: nullable(
    closed({
      id: text,
      network,
      content_type: contentType,
      number: { type: 'integer', minimum: 1 },
      due_date: day,
      status: itemStatus,
    }),
  ),
  late_count: count,
  created_at: dateTime,
  updated_at: dateTime,
};

/** `CollaborationSummary`: a collaboration as lists show it. */
const CollaborationSummary: JsonSchema = closed(summaryProperties);

/**
 * `Collaboration` of `domain/collaboration.ts`: every item with its versions, timeline and
 * figures (named apart from the finder's public `Collaboration`, a past deal's summary).
 */
const CollaborationWork: JsonSchema = closed({
  ...summaryProperties,
  items: arrayOf(componentRef('CollaborationItem')),
});

/** `ReviewQueueEntry`: a draft waiting for the brand. */
const ReviewQueueEntry: JsonSchema = closed({
  item: closed(itemProperties),
  collaboration: closed({
    id: text,
    brand: componentRef('BrandSummary'),
    creator: creatorSummary,
    revision_rounds: { type: 'integer', minimum: 0 },
  }),
  version: componentRef('DraftVersion'),
  waiting_since: dateTime,
});

/** `CalendarEntry`: an item's due date or planned publishing date. */
const CalendarEntry: JsonSchema = closed({
  uid: text,
  kind: oneOfValues(['due', 'planned_publish']),
  date: day,
  item_id: text,
  collaboration_id: text,
  network,
  content_type: contentType,
  number: { type: 'integer', minimum: 1 },
  status: itemStatus,
  brand_name: text,
  creator_name: text,
  sequence: integer,
  updated_at: dateTime,
});

/** `AppNotification`: a line of an account's inbox. */
const AppNotification: JsonSchema = closed({
  id: text,
  kind: oneOfValues(NOTIFICATION_KINDS),
  collaboration_id: text,
  item_id: nullableText,
  counterpart: text,
  network: nullableOneOf(SOCIAL_NETWORKS),
  content_type: nullableOneOf(CONTENT_TYPES),
  number: { type: ['integer', 'null'] },
  note: text,
  created_at: dateTime,
  read_at: nullableDateTime,
});

export const collaborationComponents = {
  DraftMedia,
  DraftVersion,
  ItemEvent,
  ItemFigures,
  CollaborationItem,
  CollaborationSummary,
  CollaborationWork,
  ReviewQueueEntry,
  CalendarEntry,
  AppNotification,
};
