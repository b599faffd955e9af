import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { KitExportRecordSchema } from '../../../src-shared/schemas/media-kit';
import { componentRef } from '../../http/openapi/answer-schemas';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { KIT_SHORT_VERIFY_ROUTE } from './short-verify';
import { KIT_VERIFY_ROUTE } from './verify';

/** Exported media kits: recording an export, verifying a kit's code. */
export const mediaKitRouteDocs: RouteDoc[] = tagged('media-kit', [
  {
    method: 'POST',
    path: ApiPath.mediaKitExports,
    summary: "Record an export of the creator's media kit (201 new, 200 the same again)",
    access: 'bearer',
    permission: 'role',
    body: { schema: KitExportRecordSchema },
    answer: {
      status: 201,
      alsoStatus: 200,
      description: '`{ code, exported_at, registered_at, digest }`.',
      schema: componentRef('KitExportRecorded'),
    },
    errors: [ErrorCode.forbidden, ErrorCode.idempotencyConflict],
  },
  {
    method: 'GET',
    path: KIT_VERIFY_ROUTE,
    summary: "What an exported kit's code says, against the live figures",
    description: 'A browser (`Accept: text/html`) gets a Spanish page instead of JSON.',
    access: 'public',
    rateLimited: true,
    params: { code: 'The 10-character code printed on the kit.' },
    answer: { description: 'KitVerifyAnswer.', schema: componentRef('KitVerifyAnswer') },
    errors: [ErrorCode.notFound],
  },
  {
    method: 'GET',
    path: KIT_SHORT_VERIFY_ROUTE,
    summary: 'The short verify address a kit prints: a redirect to the verify route',
    description:
      '302 to `/api/v3/media-kit/verify/{code}`, whose answer follows the Accept header.',
    access: 'public',
    params: { code: 'The 10-character code printed on the kit.' },
    answer: { status: 302, description: 'Redirect (Location header).', envelope: false },
    errors: [],
  },
]);
