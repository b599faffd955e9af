import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { AiImageRequestSchema } from '../../../src-shared/schemas/ai-image';
import { componentRef, flagAnswer } from '../../http/openapi/answer-schemas';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { PagingQuerySchema } from '../../http/paging';

const image = { description: 'GeneratedImage.', schema: componentRef('GeneratedImage') };

/** The AI image studio (creators). */
export const imageRouteDocs: RouteDoc[] = tagged('images', [
  {
    method: 'GET',
    path: ApiPath.aiImageCatalog,
    summary: 'Models, styles, and whether this server can generate',
    access: 'bearer',
    answer: { description: 'AiImageCatalog.', schema: componentRef('AiImageCatalog') },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.aiImageGenerate,
    summary: 'Generate one image and keep it',
    access: 'bearer',
    permission: 'briefcase.manage',
    body: { schema: AiImageRequestSchema },
    answer: { ...image, status: 201 },
    errors: [ErrorCode.providerNotConfigured, ErrorCode.providerUnavailable, ErrorCode.rateLimited],
  },
  {
    method: 'GET',
    path: ApiPath.aiImages,
    summary: "The caller's images, newest first",
    access: 'bearer',
    permission: 'briefcase.manage',
    query: PagingQuerySchema,
    answer: { ...image, paged: true },
    errors: [],
  },
  {
    method: 'DELETE',
    path: ApiPath.aiImage(':id'),
    summary: 'Delete an image and its file',
    access: 'bearer',
    permission: 'briefcase.manage',
    answer: { description: 'Removed.', schema: flagAnswer('removed') },
    errors: [ErrorCode.notFound],
  },
  {
    method: 'POST',
    path: ApiPath.aiImageToBriefcase(':id'),
    summary: 'Copy an image into the briefcase (201 new, 200 already copied)',
    access: 'bearer',
    permission: 'briefcase.manage',
    answer: {
      status: 201,
      alsoStatus: 200,
      description: '`{ image, briefcase_item }`.',
      schema: componentRef('SavedGeneratedImage'),
    },
    errors: [ErrorCode.notFound, ErrorCode.briefcaseFull],
  },
]);
