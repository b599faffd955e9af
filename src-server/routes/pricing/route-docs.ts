import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { InterestInputSchema, PriceInputSchema } from '../../../src-shared/schemas/pricing';
import { componentRef, flagAnswer, resultsOf } from '../../http/openapi/answer-schemas';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { WEAVER_INTERESTS_ROUTE } from './weaver-interests';
import { WEAVER_PRICING_ROUTE } from './weaver-pricing';

/** The path parameters of every weaver route. */
export const weaverParams = {
  network: 'A social network (`instagram`, `tiktok`, …).',
  username: 'The creator’s account on that network (a leading `@` is ignored).',
};

/** Creators' rate cards and interests, and their public reads through weaver. */
export const pricingRouteDocs: RouteDoc[] = tagged('pricing', [
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
