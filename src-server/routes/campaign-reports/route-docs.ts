import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { ReportExportRecordSchema } from '../../../src-shared/schemas/campaign-report';
import { componentRef } from '../../http/openapi/answer-schemas';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { REPORT_VERIFY_ROUTE } from './verify';

/** Exported campaign reports: recording an export, verifying a report's code. */
export const campaignReportRouteDocs: RouteDoc[] = tagged('campaign-reports', [
  {
    method: 'POST',
    path: ApiPath.campaignReportExports,
    summary:
      "Record an export of a collaboration's campaign report (its brand owner; 201 new, 200 the same again)",
    description:
      'Anyone but the brand owner of the collaboration (the creator included) gets the 404 of a collaboration that does not exist. The digest is computed by the server over the canonical figures.',
    access: 'bearer',
    permission: 'role',
    body: { schema: ReportExportRecordSchema },
    answer: {
      status: 201,
      alsoStatus: 200,
      description: '`{ code, collaboration_id, exported_at, registered_at, digest }`.',
      schema: componentRef('ReportExportRecorded'),
    },
    errors: [ErrorCode.notFound, ErrorCode.idempotencyConflict],
  },
  {
    method: 'GET',
    path: REPORT_VERIFY_ROUTE,
    summary:
      "What an exported campaign report's code says, against the collaboration's figures now",
    description: 'A browser (`Accept: text/html`) gets a Spanish page instead of JSON.',
    access: 'public',
    rateLimited: true,
    params: { code: 'The 10-character code printed on the report.' },
    answer: { description: 'ReportVerifyAnswer.', schema: componentRef('ReportVerifyAnswer') },
    errors: [ErrorCode.notFound],
  },
]);
