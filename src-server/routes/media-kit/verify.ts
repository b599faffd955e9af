import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import type { KitVerifyAnswer } from '../../../src-shared/domain/media-kit';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { normalizeKitCode } from '../../media-kit/kit-code';
import { verifyKit } from '../../media-kit/verify-kit';
import {
  KIT_VERIFY_PAGE_CSP,
  kitVerifyPage,
  type KitVerifyPageOutcome,
} from '../../media-kit/verify-page';
import { prefersHtml } from '../accounts/prefers-html';
import { pageOnRateLimit } from '../page-on-rate-limit';

/** `ApiPath.mediaKitVerify(code)` as a route pattern (the helper would encode the ':'). */
export const KIT_VERIFY_ROUTE = '/api/v3/media-kit/verify/:code';

export const KIT_CODE_NOT_FOUND = 'No encontramos ese código de verificación.';

/**
 * Verifications per IP, as a multiple of the sign-in limit (RATE_LIMIT_MAX moves both): 60 a
 * minute by default. Plenty for people scanning kits; with 50-bit codes it makes guessing one
 * hopeless.
 */
export const KIT_VERIFY_RATE_FACTOR = 6;

interface VerifyParams {
  code: string;
}

async function answerOf(context: AppContext, raw: string): Promise<KitVerifyAnswer | undefined> {
  // Anything that cannot be a code is unknown too, without asking the database.
  const code = normalizeKitCode(raw);
  return code ? verifyKit(context.db, code) : undefined;
}

/**
 * `GET /api/v3/media-kit/verify/{code}` (public, no token): which creator exported the kit and
 * when, the figures printed, the live ones and whether they still match. Unknown, malformed and
 * deleted creators' codes are 404. A browser (a phone that scanned the kit's QR code) gets a
 * small Spanish page; API callers get JSON.
 */
export function verifyKitRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: VerifyParams }>(
    KIT_VERIFY_ROUTE,
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
  let outcome: KitVerifyPageOutcome;
  try {
    const answer = await answerOf(context, request.params.code);
    if (answer) outcome = { kind: 'found', answer };
    else [status, outcome] = [404, { kind: 'not_found' }];
  } catch (error) {
    // The JSON path reports this through the error handler; a person gets a page either way.
    request.log.error({ err: error }, 'media kit not verified');
    [status, outcome] = [500, { kind: 'failed' }];
  }
  return sendPage(reply, status, outcome);
}

function sendPage(
  reply: FastifyReply,
  status: number,
  outcome: KitVerifyPageOutcome,
): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', KIT_VERIFY_PAGE_CSP)
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(kitVerifyPage(outcome));
}
