import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { BrandInputSchema, CompanyInputSchema } from '../../../src-shared/schemas/brand';
import { componentRef, uploadSchema } from '../../http/openapi/answer-schemas';
import { nullable } from '../../http/openapi/answers/schema-kit';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { PagingQuerySchema } from '../../http/paging';
import { BRAND_LOGO_FIELD } from './brand-logo';

const brand = { description: 'Brand.', schema: componentRef('Brand') };

/** Brand accounts: company, brands, logos. */
export const brandRouteDocs: RouteDoc[] = tagged('brands', [
  {
    method: 'GET',
    path: ApiPath.accountCompany,
    summary: "The brand account's company (null until saved)",
    access: 'bearer',
    permission: 'brands.manage',
    answer: { description: 'Company or null.', schema: nullable(componentRef('Company')) },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.accountCompany,
    summary: "Create or replace the brand account's company",
    access: 'bearer',
    permission: 'brands.manage',
    body: { schema: CompanyInputSchema },
    answer: { description: 'Company.', schema: componentRef('Company') },
    errors: [],
  },
  {
    method: 'GET',
    path: ApiPath.brands,
    summary: "The caller's brands, newest first",
    access: 'bearer',
    permission: 'brands.manage',
    query: PagingQuerySchema,
    answer: { ...brand, paged: true },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.brands,
    summary: 'Create a brand',
    access: 'bearer',
    permission: 'brands.manage',
    body: { schema: BrandInputSchema },
    answer: { ...brand, status: 201 },
    errors: [],
  },
  ...[ApiPath.brand(':id'), `${ApiPath.brands}:id/`].map((path): RouteDoc => ({
    method: 'POST',
    path,
    summary: "Replace a brand's fields",
    description: 'The spec writes the path with a double slash; one slash works too.',
    access: 'bearer',
    permission: 'brands.manage',
    body: { schema: BrandInputSchema },
    answer: brand,
    errors: [ErrorCode.notFound],
  })),
  {
    method: 'PUT',
    path: ApiPath.brandLogo(':id'),
    summary: "Replace a brand's logo (JPEG or PNG, multipart)",
    access: 'bearer',
    permission: 'brands.manage',
    body: {
      contentType: 'multipart/form-data',
      schema: uploadSchema({ [BRAND_LOGO_FIELD]: 'JPEG or PNG image.' }, [BRAND_LOGO_FIELD]),
    },
    answer: brand,
    // rate_limited: too many uploads in flight (upload-gate.ts), with Retry-After.
    errors: [ErrorCode.notFound, ErrorCode.rateLimited],
  },
]);
