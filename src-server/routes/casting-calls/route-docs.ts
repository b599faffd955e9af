import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import {
  APPLICATION_STATUSES,
  CASTING_CALL_STATUSES,
} from '../../../src-shared/domain/casting-call';
import {
  CastingApplicationInputSchema,
  CastingCallBrandSchema,
  CastingCallInputSchema,
} from '../../../src-shared/schemas/casting-call';
import { componentRef } from '../../http/openapi/answer-schemas';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { PagingQuerySchema } from '../../http/paging';
import { statusFilterSchema } from '../../http/status-filter';
import { InvitationBodySchema } from './invite';

const call = { description: 'CastingCall.', schema: componentRef('CastingCall') };
const application = {
  description: 'CastingApplication.',
  schema: componentRef('CastingApplication'),
};

/** Casting calls: brands publish, creators apply, brands decide. */
export const castingCallRouteDocs: RouteDoc[] = tagged('casting-calls', [
  {
    method: 'GET',
    path: ApiPath.castingCalls,
    summary: "A brand's own calls; for a creator, the open calls that fit them",
    access: 'bearer',
    permission: 'role',
    query: [PagingQuerySchema, statusFilterSchema(CASTING_CALL_STATUSES)],
    answer: { ...call, paged: true },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.castingCalls,
    summary: 'Create a draft call for one of the caller’s brands',
    access: 'bearer',
    permission: 'casting_calls.manage',
    body: { schema: CastingCallInputSchema },
    answer: { ...call, status: 201 },
    errors: [ErrorCode.notFound],
  },
  {
    method: 'GET',
    path: ApiPath.castingCall(':id'),
    summary: 'One call (the owner’s, or for a creator an open one or one they applied to)',
    access: 'bearer',
    permission: 'role',
    answer: call,
    errors: [ErrorCode.notFound],
  },
  {
    method: 'PUT',
    path: ApiPath.castingCall(':id'),
    summary: 'Replace a draft’s or open call’s fields',
    access: 'bearer',
    permission: 'casting_calls.manage',
    body: { schema: CastingCallInputSchema },
    answer: call,
    errors: [ErrorCode.notFound, ErrorCode.castingCallClosed],
  },
  {
    method: 'POST',
    path: ApiPath.castingCallPublish(':id'),
    summary: 'Publish a draft (draft → open)',
    description: 'A draft whose deadline has passed is a `validation_error` on `deadline`.',
    access: 'bearer',
    permission: 'casting_calls.manage',
    answer: call,
    errors: [ErrorCode.notFound, ErrorCode.castingCallClosed, ErrorCode.validation],
  },
  {
    method: 'POST',
    path: ApiPath.castingCallClose(':id'),
    summary: 'Close an open call (open → closed)',
    access: 'bearer',
    permission: 'casting_calls.manage',
    answer: call,
    errors: [ErrorCode.notFound, ErrorCode.castingCallNotOpen],
  },
  {
    method: 'POST',
    path: ApiPath.castingCallEditBrand(':id'),
    summary: 'Move a call to another of the caller’s brands',
    access: 'bearer',
    permission: 'casting_calls.manage',
    body: { schema: CastingCallBrandSchema },
    answer: call,
    errors: [ErrorCode.notFound, ErrorCode.castingCallClosed],
  },
  {
    method: 'GET',
    path: ApiPath.castingCallApplications(':id'),
    summary: 'The applications to one of the caller’s calls, newest first',
    access: 'bearer',
    permission: 'casting_calls.manage',
    query: [PagingQuerySchema, statusFilterSchema(APPLICATION_STATUSES)],
    answer: { ...application, paged: true },
    errors: [ErrorCode.notFound],
  },
  {
    method: 'POST',
    path: ApiPath.castingCallApply(':id'),
    summary: 'Apply to an open call, once',
    access: 'bearer',
    permission: 'casting_calls.apply',
    body: { schema: CastingApplicationInputSchema },
    answer: { ...application, status: 201 },
    errors: [ErrorCode.notFound, ErrorCode.castingCallNotOpen, ErrorCode.alreadyApplied],
  },
  {
    method: 'POST',
    path: ApiPath.castingCallInvite(':id'),
    summary: 'Invite a creator to apply (201 first time, 200 again)',
    access: 'bearer',
    permission: 'casting_calls.manage',
    body: { schema: InvitationBodySchema },
    answer: {
      status: 201,
      alsoStatus: 200,
      description: 'CastingInvitation.',
      schema: componentRef('CastingInvitation'),
    },
    errors: [ErrorCode.notFound, ErrorCode.castingCallNotOpen],
  },
  ...(['shortlist', 'accept', 'decline'] as const).map((decision): RouteDoc => ({
    method: 'POST',
    path: ApiPath.applicationDecision(':id', decision),
    summary: `Decide an application: ${decision}`,
    access: 'bearer',
    permission: 'casting_calls.manage',
    answer: application,
    errors: [ErrorCode.notFound, ErrorCode.applicationDecided],
  })),
  {
    method: 'GET',
    path: ApiPath.myApplications,
    summary: "The creator's applications, newest first",
    access: 'bearer',
    permission: 'casting_calls.apply',
    query: PagingQuerySchema,
    answer: { ...application, paged: true },
    errors: [],
  },
]);
