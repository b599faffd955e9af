import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { COLLABORATION_STATUSES } from '../../../src-shared/domain/collaboration';
import {
  CalendarQuerySchema,
  CancelInputSchema,
  DraftInputSchema,
  DueDateInputSchema,
  ManualFiguresSchema,
  NotificationsReadSchema,
  PublishInputSchema,
  ReviewInputSchema,
} from '../../../src-shared/schemas/collaboration';
import { BRIEFCASE_FILE_FIELD, BRIEFCASE_POSTER_FIELD } from '../../briefcase/briefcase-upload';
import {
  componentRef,
  flagAnswer,
  resultsOf,
  uploadSchema,
} from '../../http/openapi/answer-schemas';
import { arrayOf, closed, count } from '../../http/openapi/answers/schema-kit';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import type { ServerErrorCode } from '../../http/errors';
import { PagingQuerySchema } from '../../http/paging';
import { statusFilterSchema } from '../../http/status-filter';

const collaboration = { description: 'Collaboration.', schema: componentRef('CollaborationWork') };

/** Every move answers the machine's refusals (src-shared/domain/item-machine.ts) as 409s. */
const MOVE_ERRORS: readonly ServerErrorCode[] = [
  ErrorCode.notFound,
  ErrorCode.collaborationItemCancelled,
  ErrorCode.collaborationMoveNotAllowed,
  ErrorCode.collaborationNotYourMove,
  ErrorCode.collaborationCancelPending,
];

const move = (
  path: string,
  summary: string,
  body: RouteDoc['body'],
  errors: readonly ServerErrorCode[] = [],
): RouteDoc => ({
  method: 'POST',
  path,
  summary,
  access: 'bearer',
  permission: 'role',
  body,
  answer: collaboration,
  errors: [...MOVE_ERRORS, ...errors],
});

/** Issue 31: collaborations, their items' moves, the review queue, the calendar and the inbox. */
export const collaborationRouteDocs: RouteDoc[] = tagged('collaborations', [
  {
    method: 'GET',
    path: ApiPath.collaborations,
    summary: "The caller's collaborations, most recently moved first",
    access: 'bearer',
    permission: 'role',
    query: [PagingQuerySchema, statusFilterSchema(COLLABORATION_STATUSES)],
    answer: {
      description: 'CollaborationSummary.',
      schema: componentRef('CollaborationSummary'),
      paged: true,
    },
    errors: [ErrorCode.forbidden],
  },
  {
    method: 'GET',
    path: ApiPath.collaboration(':id'),
    summary: 'One collaboration with every item, draft version, timeline and figures',
    access: 'bearer',
    permission: 'role',
    answer: collaboration,
    errors: [ErrorCode.notFound],
  },
  {
    method: 'GET',
    path: ApiPath.collaborationReviewQueue,
    summary: "The brand's drafts waiting for review, oldest first",
    access: 'bearer',
    permission: 'proposals.send',
    query: PagingQuerySchema,
    answer: {
      description: 'ReviewQueueEntry.',
      schema: componentRef('ReviewQueueEntry'),
      paged: true,
    },
    errors: [],
  },
  {
    method: 'GET',
    path: ApiPath.collaborationCalendar,
    summary: "Due and planned publishing dates of the caller's items in a range",
    access: 'bearer',
    permission: 'role',
    query: CalendarQuerySchema,
    answer: { description: '`{ results: CalendarEntry[] }`.', schema: resultsOf('CalendarEntry') },
    errors: [ErrorCode.forbidden],
  },
  {
    method: 'POST',
    path: ApiPath.collaborationMedia,
    summary: "Upload a draft's file (image, or video with its poster; multipart)",
    access: 'bearer',
    permission: 'proposals.answer',
    body: {
      contentType: 'multipart/form-data',
      schema: uploadSchema(
        {
          [BRIEFCASE_FILE_FIELD]: 'The image (JPEG, PNG) or video (MP4, MOV).',
          [BRIEFCASE_POSTER_FIELD]: "A video's poster frame (optional).",
        },
        [BRIEFCASE_FILE_FIELD],
      ),
    },
    answer: { description: 'DraftMedia.', schema: componentRef('DraftMedia'), status: 201 },
    errors: [ErrorCode.rateLimited],
  },
  move(
    ApiPath.collaborationItemDueDate(':id'),
    "Move an open item's due date inside the agreed window (brand)",
    { schema: DueDateInputSchema },
  ),
  move(ApiPath.collaborationItemDrafts(':id'), 'Hand in a draft (creator)', {
    schema: DraftInputSchema,
  }),
  move(
    ApiPath.collaborationItemReview(':id'),
    'Approve, ask for changes or reject the waiting draft (brand)',
    { schema: ReviewInputSchema },
    [ErrorCode.collaborationRevisionsExhausted, ErrorCode.draftVersionOutdated],
  ),
  move(
    ApiPath.collaborationItemPublish(':id'),
    "Hand in the published post's address (creator)",
    { schema: PublishInputSchema },
    [ErrorCode.providerUnavailable, ErrorCode.networkReconnectRequired],
  ),
  move(
    ApiPath.collaborationItemFigures(':id'),
    "Type a published post's figures where no adapter reads them (creator)",
    { schema: ManualFiguresSchema },
    [ErrorCode.figuresFromNetwork],
  ),
  move(
    ApiPath.collaborationItemCancel(':id'),
    'Ask, confirm, decline or withdraw the cancellation of an item',
    { schema: CancelInputSchema },
    [ErrorCode.collaborationCancelNotRequested],
  ),
]);

/** Issue 31: the account's inbox. */
export const notificationRouteDocs: RouteDoc[] = tagged('notifications', [
  {
    method: 'GET',
    path: ApiPath.notifications,
    summary: "The caller's inbox, newest first, with the unread count",
    access: 'bearer',
    query: PagingQuerySchema,
    answer: {
      description: 'NotificationPage.',
      schema: closed({
        results: arrayOf(componentRef('AppNotification')),
        count,
        unread: count,
        page: { type: 'integer', minimum: 1 },
        size_page: { type: 'integer', minimum: 1 },
      }),
    },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.notificationsRead,
    summary: 'Mark notices read, by id or all',
    access: 'bearer',
    body: { schema: NotificationsReadSchema },
    answer: { description: 'Done.', schema: flagAnswer('read') },
    errors: [],
  },
]);
