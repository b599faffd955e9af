import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { ReportExportRecordSchema } from '../../../src-shared/schemas/campaign-report';
import { authOf, requireAuth, requireRole } from '../../auth/auth-plugin';
import { recordReportExport } from '../../campaign-reports/record-report-export';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';

/**
 * `POST /api/v3/campaign-reports/exports/` `{ code, collaboration_id, exported_at, figures }`
 * (the collaboration's brand owner only; anyone else, the creator included, gets the 404 of a
 * collaboration that does not exist). 201 `{ code, collaboration_id, exported_at, registered_at,
 * digest }` when recorded, 200 with the stored record when the same code, collaboration and
 * figures come again, 409 `idempotency_conflict` when the code is taken, 400 for a bad body or an
 * `exported_at` more than five minutes ahead.
 */
export function recordReportExportRoute(app: FastifyInstance, context: AppContext): void {
  app.post(
    ApiPath.campaignReportExports,
    { onRequest: [requireAuth(context), requireRole] },
    async (request, reply) => {
      const input = parseBody(ReportExportRecordSchema, request.body);
      const { recorded, created } = await recordReportExport(
        context.db,
        authOf(request).user.id,
        input,
        context.now(),
      );
      return reply.status(created ? 201 : 200).send(envelope(recorded));
    },
  );
}
