import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { closed, count } from '../../http/openapi/answers/schema-kit';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';

/** Demo data for the desktop's embedded database. */
export const devRouteDocs: RouteDoc[] = tagged('dev', [
  {
    method: 'POST',
    path: ApiPath.seedDemo,
    summary: 'Load the demo creators (embedded database only)',
    access: 'bearer',
    answer: {
      description: 'How many demo creators the database holds.',
      schema: closed({ creators: count }),
    },
    errors: [ErrorCode.seedUnavailable],
  },
]);
