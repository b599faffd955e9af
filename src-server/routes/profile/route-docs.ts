import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { VanityCheckSchema } from '../../../src-shared/schemas/profile';
import { componentRef } from '../../http/openapi/answer-schemas';
import { boolean, closed } from '../../http/openapi/answers/schema-kit';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { PUBLIC_PROFILE_ROUTE } from './public-profile';

/** Handles and public creator pages. */
export const profileRouteDocs: RouteDoc[] = tagged('profile', [
  {
    method: 'POST',
    path: ApiPath.validateVanity,
    summary: 'Whether a handle is taken by someone else',
    access: 'bearer',
    body: { schema: VanityCheckSchema },
    answer: {
      description: '`ready_vanity_name` is true when someone else has it.',
      schema: closed({ ready_vanity_name: boolean }),
    },
    errors: [],
  },
  {
    method: 'GET',
    path: PUBLIC_PROFILE_ROUTE,
    summary: "A creator's public page, by handle",
    access: 'public',
    params: { vanityName: 'The creator’s handle (any case).' },
    answer: { description: 'PublicProfile.', schema: componentRef('PublicProfile') },
    errors: [ErrorCode.notFound],
  },
]);
