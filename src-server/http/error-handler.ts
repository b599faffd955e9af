import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from './errors';
import { genericValidationMessages } from './messages';

/**
 * Turns anything thrown into the API's error body. Unknown errors become a bare 500 so stack
 * traces and driver messages never reach the client.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as Partial<FastifyError> | null;
  const code = fastifyError?.code;
  const status = fastifyError?.statusCode;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new ApiError(ErrorCode.validation, { message: genericValidationMessages.malformedJson });
  }
  if (typeof status !== 'number' || status < 400 || status >= 500) {
    return new ApiError(ErrorCode.internal);
  }
  switch (status) {
    case 401:
      return new ApiError(ErrorCode.notAuthenticated);
    case 403:
      return new ApiError(ErrorCode.forbidden);
    case 404:
      return new ApiError(ErrorCode.notFound);
    case 413:
      return new ApiError(ErrorCode.payloadTooLarge);
    case 415:
      return new ApiError(ErrorCode.unsupportedMediaType);
    case 429:
      return new ApiError(ErrorCode.rateLimited);
    default:
      // Other client errors from Fastify itself (bad headers, bad content length, ...).
      return new ApiError(ErrorCode.validation, { message: genericValidationMessages.badRequest });
  }
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const apiError = toApiError(error);
  if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
  void reply.status(apiError.status).send(apiError.toBody());
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): void {
  const apiError = new ApiError(ErrorCode.notFound);
  void reply.status(apiError.status).send(apiError.toBody());
}
