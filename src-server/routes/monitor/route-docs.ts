import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { MonitorKeywordInputSchema, MonitorQuerySchema } from '../../../src-shared/schemas/monitor';
import { componentRef, flagAnswer, resultsOf } from '../../http/openapi/answer-schemas';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { PagingQuerySchema } from '../../http/paging';

const keyword = { description: 'MonitorKeyword.', schema: componentRef('MonitorKeyword') };

/** The brands' monitor: creators' posts that mention tracked keywords. */
export const monitorRouteDocs: RouteDoc[] = tagged('monitor', [
  {
    method: 'GET',
    path: ApiPath.monitor,
    summary: "Creators' posts mentioning the keyword (or any tracked one), newest first",
    access: 'bearer',
    permission: 'finder.search',
    query: [MonitorQuerySchema, PagingQuerySchema],
    answer: {
      description: '`{ results, page, size_page, keywords }` (MonitorPage).',
      schema: componentRef('MonitorPage'),
    },
    errors: [],
  },
  {
    method: 'GET',
    path: ApiPath.monitorDefaultKeyword,
    summary: 'The keyword a new brand starts with, and where it came from',
    access: 'bearer',
    permission: 'finder.search',
    answer: { description: 'DefaultKeywordAnswer.', schema: componentRef('DefaultKeywordAnswer') },
    errors: [],
  },
  {
    method: 'GET',
    path: ApiPath.monitorKeywords,
    summary: 'The tracked keywords, oldest first',
    access: 'bearer',
    permission: 'finder.search',
    answer: {
      description: '`{ results: MonitorKeyword[] }`.',
      schema: resultsOf('MonitorKeyword'),
    },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.monitorKeywords,
    summary: 'Track a keyword (201 new, 200 already tracked)',
    access: 'bearer',
    permission: 'finder.search',
    body: { schema: MonitorKeywordInputSchema },
    answer: { ...keyword, status: 201, alsoStatus: 200 },
    errors: [ErrorCode.monitorKeywordsFull],
  },
  {
    method: 'DELETE',
    path: ApiPath.monitorKeyword(':id'),
    summary: 'Stop tracking a keyword',
    access: 'bearer',
    permission: 'finder.search',
    answer: { description: 'Removed.', schema: flagAnswer('removed') },
    errors: [ErrorCode.notFound],
  },
]);
