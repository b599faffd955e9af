import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializeLoggedError } from './logged-error';
import { redactPath } from './log-redaction';

/**
 * One line per answered request instead of Fastify's two ("incoming request" and "request
 * completed"): each line is a synchronous write to stdout on the hot path, and the pair says
 * nothing the completed line alone cannot. Errors keep their own lines.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      req: { method: request.method, url: redactPath(request.url) },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Request logs for a server that asked for them: method, redacted path, status; never bodies,
 * and errors without the values a database error carries (logged-error.ts).
 */
export function requestLogOptions(): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: {
      level: 'info',
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: redactPath(request.url),
        }),
        err: serializeLoggedError,
      },
    },
    logController: new OneLinePerRequest(),
  };
}
