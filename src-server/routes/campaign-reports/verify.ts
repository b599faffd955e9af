import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import type { ReportVerifyAnswer } from '../../../src-shared/domain/campaign-report';
import { verifyReport } from '../../campaign-reports/verify-report';
import {
  REPORT_VERIFY_PAGE_CSP,
  reportVerifyPage,
  type ReportVerifyPageOutcome,
} from '../../campaign-reports/verify-page';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { normalizeKitCode } from '../../media-kit/kit-code';
import { KIT_CODE_NOT_FOUND, KIT_VERIFY_RATE_FACTOR } from '../media-kit/verify';
import { prefersHtml } from '../accounts/prefers-html';
import { pageOnRateLimit } from '../page-on-rate-limit';

/** `ApiPath.campaignReportVerify(code)` as a route pattern (the helper would encode the ':'). */
export const REPORT_VERIFY_ROUTE = '/api/v3/campaign-reports/verify/:code';

interface VerifyParams {
  code: string;
}

async function answerOf(context: AppContext, raw: string): Promise<ReportVerifyAnswer | undefined> {
  // Codes are the kits' (same alphabet, same reading of what a person types); anything that
  // cannot be one is unknown too, without asking the database.
  const code = normalizeKitCode(raw);
  return code ? verifyReport(context.db, code) : undefined;
}

/**
 * `GET /api/v3/campaign-reports/verify/{code}` (public, no token, rate limited as the kits'):
 * which brand and creator the report is about, when it was exported, the figures printed, the
 * collaboration's current ones and whether they still match. Unknown and malformed codes are 404.
 * A browser (a phone that scanned the report's QR code) gets a small Spanish page; API callers
 * get JSON.
 */
export function verifyReportRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: VerifyParams }>(
    REPORT_VERIFY_ROUTE,
    {
      config: {
        rateLimit: {
          max: context.signInRateLimit.max * KIT_VERIFY_RATE_FACTOR,
          timeWindow: context.signInRateLimit.timeWindowMs,
        },
      },
      // A phone's browser past the limit gets the page saying so, not JSON (issue 35).
      errorHandler: pageOnRateLimit((reply, message) =>
        sendPage(reply, 429, { kind: 'rate_limited', message }),
      ),
    },
    async (request, reply) => {
      // Caches must not hand the page to an API caller, or the JSON to a browser.
      void reply.header('vary', 'Accept');
      if (prefersHtml(request.headers.accept)) return answerPage(context, request, reply);
      const answer = await answerOf(context, request.params.code);
      if (!answer) throw new ApiError(ErrorCode.notFound, { message: KIT_CODE_NOT_FOUND });
      // The live figures move: a verification is only true when asked (JSON answers are
      // no-store, http/answer-headers.ts).
      return envelope(answer);
    },
  );
}

async function answerPage(
  context: AppContext,
  request: FastifyRequest<{ Params: VerifyParams }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  let status = 200;
  let outcome: ReportVerifyPageOutcome;
  try {
    const answer = await answerOf(context, request.params.code);
    if (answer) outcome = { kind: 'found', answer };
    else [status, outcome] = [404, { kind: 'not_found' }];
  } catch (error) {
    // The JSON path reports this through the error handler; a person gets a page either way.
    request.log.error({ err: error }, 'campaign report not verified');
    [status, outcome] = [500, { kind: 'failed' }];
  }
  return sendPage(reply, status, outcome);
}

function sendPage(
  reply: FastifyReply,
  status: number,
  outcome: ReportVerifyPageOutcome,
): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', REPORT_VERIFY_PAGE_CSP)
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(reportVerifyPage(outcome));
}
