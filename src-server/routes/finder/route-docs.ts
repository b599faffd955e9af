import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { FinderQuerySchema } from '../../../src-shared/schemas/finder';
import { componentRef } from '../../http/openapi/answer-schemas';
import { shortlistAnswer } from '../../http/openapi/answers/finder';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { PagingQuerySchema } from '../../http/paging';
import { ShortlistBodySchema } from './shortlist';

const card = { description: 'CreatorCard.', schema: componentRef('CreatorCard') };

/** The brands' finder: search, a creator's detail, views left, the shortlist. */
export const finderRouteDocs: RouteDoc[] = tagged('finder', [
  {
    method: 'GET',
    path: ApiPath.finderSearches,
    summary: 'Search creators (filters, sort, paging)',
    description: 'An empty parameter means no filter.',
    access: 'bearer',
    permission: 'finder.search',
    query: FinderQuerySchema,
    answer: { ...card, paged: true },
    errors: [],
  },
  {
    method: 'GET',
    path: ApiPath.finderCreator(':id'),
    summary: "A creator's full profile; the first open in a month counts one view",
    access: 'bearer',
    permission: 'finder.search',
    answer: { description: 'CreatorDetail.', schema: componentRef('CreatorDetail') },
    errors: [ErrorCode.notFound, ErrorCode.profileViewsExhausted],
  },
  {
    method: 'GET',
    path: ApiPath.maxViews,
    summary: "The brand's profile views this period",
    access: 'bearer',
    permission: 'finder.search',
    answer: {
      description: '`{ max_views, used, remaining, resets_at, extra_views }`.',
      schema: componentRef('ProfileViews'),
    },
    errors: [],
  },
  {
    method: 'GET',
    path: ApiPath.shortlist,
    summary: "The brand's shortlist, newest saved first",
    access: 'bearer',
    permission: 'finder.search',
    query: PagingQuerySchema,
    answer: { ...card, paged: true },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.shortlist,
    summary: 'Add a creator to the shortlist (201 added, 200 already there)',
    access: 'bearer',
    permission: 'finder.search',
    body: { schema: ShortlistBodySchema },
    answer: {
      status: 201,
      alsoStatus: 200,
      description: 'Shortlisted.',
      schema: shortlistAnswer(true),
    },
    errors: [ErrorCode.notFound],
  },
  {
    method: 'DELETE',
    path: ApiPath.shortlistItem(':creatorId'),
    summary: 'Take a creator off the shortlist (200 whether or not they were on it)',
    access: 'bearer',
    permission: 'finder.search',
    answer: { description: 'Not shortlisted.', schema: shortlistAnswer(false) },
    errors: [ErrorCode.notFound],
  },
]);
