import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { errorHandler, toApiError } from '../http/error-handler';
import { prefersHtml } from './accounts/prefers-html';

/**
 * A route error handler for the pages people open from a QR code (kit and report verification):
 * a browser past the rate limit gets `sendPage` with the limit's own words (when to try again),
 * not JSON (issue 35). Anything else, or an API caller, gets the usual error body.
 */
export function pageOnRateLimit(
  sendPage: (reply: FastifyReply, message: string) => unknown,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.code !== ErrorCode.rateLimited || !prefersHtml(request.headers.accept)) {
      errorHandler(error, request, reply);
      return;
    }
    void sendPage(reply, apiError.message);
  };
}
