import { ApiPath } from '../../../src-shared/api/paths';
import { HashtagQuerySchema } from '../../../src-shared/schemas/hashtag';
import { resultsOf } from '../../http/openapi/answer-schemas';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';

/** Hashtag suggestions (the spec's spelling, `hastags`). */
export const hashtagRouteDocs: RouteDoc[] = tagged('hashtags', [
  {
    method: 'GET',
    path: ApiPath.hashtags,
    summary: 'Hashtag suggestions for a tag',
    access: 'public',
    rateLimited: true,
    query: HashtagQuerySchema,
    answer: {
      description: '`{ results: HashtagSuggestion[] }`.',
      schema: resultsOf('HashtagSuggestion'),
    },
    errors: [],
  },
]);
