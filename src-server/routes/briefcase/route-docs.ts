import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import {
  BRIEFCASE_FILE_FIELD,
  BRIEFCASE_POSTER_FIELD,
  BriefcaseFieldsSchema,
} from '../../briefcase/briefcase-upload';
import { componentRef, flagAnswer, uploadSchema } from '../../http/openapi/answer-schemas';
import { toSchema } from '../../http/openapi/json-schema';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { PagingQuerySchema } from '../../http/paging';

const item = { description: 'BriefcaseItem.', schema: componentRef('BriefcaseItem') };

/** The creator's briefcase (portfolio pieces). */
export const briefcaseRouteDocs: RouteDoc[] = tagged('briefcase', [
  {
    method: 'GET',
    path: ApiPath.briefcase,
    summary: "The caller's pieces in grid order",
    access: 'bearer',
    permission: 'briefcase.manage',
    query: PagingQuerySchema,
    answer: { ...item, paged: true },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.briefcase,
    summary: 'Add a piece (image or video, multipart)',
    access: 'bearer',
    permission: 'briefcase.manage',
    body: {
      contentType: 'multipart/form-data',
      schema: uploadSchema(
        {
          [BRIEFCASE_FILE_FIELD]: 'The image (JPEG, PNG) or video.',
          [BRIEFCASE_POSTER_FIELD]: "A video's still (optional).",
        },
        [BRIEFCASE_FILE_FIELD],
        toSchema(BriefcaseFieldsSchema),
      ),
    },
    answer: { ...item, status: 201 },
    // rate_limited: too many uploads in flight (upload-gate.ts), with Retry-After.
    errors: [ErrorCode.briefcaseFull, ErrorCode.rateLimited],
  },
  {
    method: 'DELETE',
    path: ApiPath.briefcaseItem(':id'),
    summary: 'Remove a piece and its files',
    access: 'bearer',
    permission: 'briefcase.manage',
    answer: { description: 'Removed.', schema: flagAnswer('removed') },
    errors: [ErrorCode.notFound],
  },
]);
