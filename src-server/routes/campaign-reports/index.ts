import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { recordReportExportRoute } from './record-export';
import { verifyReportRoute } from './verify';

/**
 * Verifiable campaign reports (issue 31): the desktop records each export of a brand's report of
 * a collaboration, and anyone holding the report checks its code against the collaboration's
 * current figures.
 */
export async function campaignReportRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  recordReportExportRoute(app, context);
  verifyReportRoute(app, context);
}
