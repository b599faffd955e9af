import { ErrorCode } from '../../../src-shared/api/error-codes';
import { STORIES_SERVICE_PREFIX, StoriesPath } from '../../../src-shared/api/paths';
import { componentRef } from '../../http/openapi/answer-schemas';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';

/** The stories service (the spec's `v2`), served by the core API. */
export const storiesServiceRouteDocs: RouteDoc[] = tagged('stories', [
  {
    method: 'GET',
    path: `${STORIES_SERVICE_PREFIX}${StoriesPath.historia(':id')}`,
    summary: 'One of the caller’s downloaded Instagram stories',
    access: 'bearer',
    answer: { description: 'InstagramStory.', schema: componentRef('InstagramStory') },
    errors: [ErrorCode.notFound],
  },
]);
