import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { BrandInputSchema, CompanyInputSchema } from '../../../src-shared/schemas/brand';
import { InterestInputSchema, PriceInputSchema } from '../../../src-shared/schemas/pricing';
import {
  componentRef,
  flagAnswer,
  resultsOf,
  uploadSchema,
} from '../../http/openapi/answer-schemas';
import { nullable } from '../../http/openapi/answers/schema-kit';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { PagingQuerySchema } from '../../http/paging';
import { BRAND_LOGO_FIELD } from './brand-logo';
import { WEAVER_INTERESTS_ROUTE } from './weaver-interests';
import { WEAVER_PRICING_ROUTE } from './weaver-pricing';

const brand = { description: 'Brand.', schema: componentRef('Brand') };
/** The path parameters of every weaver route. */
export const weaverParams = {
  network: 'A social network (`instagram`, `tiktok`, …).',
  username: 'The creator’s account on that network (a leading `@` is ignored).',
};

/** Brand accounts (company, brands), creators' rate cards and interests, and weaver. */
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
  {
    method: 'GET',
    path: ApiPath.pricing,
    summary: "The creator's rate card",
    access: 'bearer',
    permission: 'pricing.manage',
    answer: { description: '`{ results: Price[] }`.', schema: resultsOf('PriceItem') },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.pricing,
    summary: 'Price a network content type (201 new, 200 when its price changed)',
    access: 'bearer',
    permission: 'pricing.manage',
    body: { schema: PriceInputSchema },
    answer: {
      description: 'Price.',
      schema: componentRef('PriceItem'),
      status: 201,
      alsoStatus: 200,
    },
    errors: [],
  },
  {
    method: 'DELETE',
    path: ApiPath.pricingItem(':id'),
    summary: 'Remove a line of the rate card',
    access: 'bearer',
    permission: 'pricing.manage',
    answer: { description: 'Removed.', schema: flagAnswer('removed') },
    errors: [ErrorCode.notFound],
  },
  {
    method: 'GET',
    path: ApiPath.interests,
    summary: "The creator's interests, in the order picked",
    access: 'bearer',
    permission: 'profile.edit',
    answer: { description: '`{ results: Interest[] }`.', schema: resultsOf('Interest') },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.addInterest,
    summary: 'Add an interest (201 new, 200 already there)',
    access: 'bearer',
    permission: 'profile.edit',
    body: { schema: InterestInputSchema },
    answer: {
      description: 'Interest.',
      schema: componentRef('Interest'),
      status: 201,
      alsoStatus: 200,
    },
    errors: [],
  },
  {
    method: 'DELETE',
    path: ApiPath.deleteInterest(':id'),
    summary: 'Remove an interest',
    access: 'bearer',
    permission: 'profile.edit',
    answer: { description: 'Removed.', schema: flagAnswer('removed') },
    errors: [ErrorCode.notFound],
  },
  {
    method: 'GET',
    path: WEAVER_PRICING_ROUTE,
    summary: "A creator's rate card, found by one of their network accounts",
    access: 'public',
    params: weaverParams,
    answer: { description: '`{ results: Price[] }`.', schema: resultsOf('PriceItem') },
    errors: [ErrorCode.notFound],
  },
  {
    method: 'GET',
    path: WEAVER_INTERESTS_ROUTE,
    summary: "A creator's interests, found by one of their network accounts",
    access: 'public',
    params: weaverParams,
    answer: { description: '`{ results: Interest[] }`.', schema: resultsOf('Interest') },
    errors: [ErrorCode.notFound],
  },
]);
