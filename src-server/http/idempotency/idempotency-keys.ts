import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src-shared/domain/queued-action';
import type { AppContext } from '../../context';
import { ApiError, IdempotencyErrorCode } from '../errors';
import { translateValidationKey } from '../messages';
import {
  capturedAnswer,
  IDEMPOTENT_WRITE_METHODS,
  idempotencyKeyOf,
  isStorableStatus,
  requestBodyHash,
} from './idempotency-request';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  sweepIdempotencyKeys,
  type IdempotencyClaim,
} from './idempotency-store';

/** The answer header that tells a client it got the stored answer of an earlier request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Seconds a client waits before asking again while the first request with its key runs. */
const IN_PROGRESS_RETRY_AFTER_SECONDS = 1;

/** Expired keys are deleted by a request that uses a key, at most this often per process. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Uploads are not hashed: their bytes stream to disk inside the route, after this hook, and none
 * of the actions a desktop queues is an upload.
 */
const MULTIPART_REFUSED =
  'Las subidas de archivos no admiten Idempotency-Key; envíalas sin ese encabezado.';

const headerName = IDEMPOTENCY_KEY_HEADER.toLowerCase();

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds while it runs; null for every request without one. */
    idempotency: IdempotencyClaim | null;
  }
}

/**
 * Issue 17: an authenticated write (POST, PUT, PATCH, DELETE with a bearer token) sent with an
 * `Idempotency-Key` runs once per account and key for 24 hours; the same request again gets the
 * first answer (2xx or 4xx) with `Idempotent-Replayed: true`. A request without the header never
 * touches the keys' table, so reads and ordinary writes cost what they cost before.
 *
 * Hooks of the root instance: `preHandler` runs after every route's `onRequest` hooks (where
 * `requireAuth` sets `request.auth`) and after the body is parsed; `onSend` sees the final
 * status and body, errors included.
 */
export function installIdempotencyKeys(
  app: FastifyInstance,
  context: Pick<AppContext, 'db' | 'now'>,
): void {
  app.decorateRequest('idempotency', null);
  let sweptAt = 0;

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[headerName];
    if (header === undefined || !request.auth || !IDEMPOTENT_WRITE_METHODS.has(request.method)) {
      return;
    }
    const key = idempotencyKeyOf(header);
    if (key === null) {
      throw new ApiError(ErrorCode.validation, {
        message: translateValidationKey('validation.idempotencyKeyInvalid'),
      });
    }
    if (request.isMultipart?.() || /^multipart\//i.test(request.headers['content-type'] ?? '')) {
      throw new ApiError(ErrorCode.validation, { message: MULTIPART_REFUSED });
    }
    const now = context.now();
    if (now.getTime() - sweptAt >= SWEEP_EVERY_MS) {
      sweptAt = now.getTime();
      await sweepIdempotencyKeys(context.db, now);
    }
    const claim: IdempotencyClaim = { userId: request.auth.user.id, key, createdAt: now };
    const outcome = await claimIdempotencyKey(context.db, claim, {
      method: request.method,
      path: request.url,
      body_hash: requestBodyHash(request.body),
    });
    switch (outcome.kind) {
      case 'claimed':
        request.idempotency = claim;
        return;
      case 'replay':
        return replay(reply, outcome.status, outcome.answer);
      case 'reused':
        throw new ApiError(IdempotencyErrorCode.keyReused);
      case 'in_progress':
        void reply.header('Retry-After', String(IN_PROGRESS_RETRY_AFTER_SECONDS));
        throw new ApiError(IdempotencyErrorCode.keyInProgress);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    // Settled here whatever happens, so onResponse does not let go of a stored answer.
    request.idempotency = null;
    const answer = capturedAnswer(payload, contentTypeOf(reply));
    try {
      if (isStorableStatus(reply.statusCode) && answer.storable) {
        await completeIdempotencyKey(context.db, claim, reply.statusCode, answer.answer);
      } else {
        await releaseIdempotencyKey(context.db, claim);
      }
    } catch (error) {
      // The answer still goes out; without its row a replay runs the request again.
      request.log.error({ err: error }, 'idempotency key not stored');
      await releaseIdempotencyKey(context.db, claim).catch(() => undefined);
    }
    return payload;
  });

  // A request that never reached onSend (its connection closed first) lets its key go.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotency;
    if (!claim) return;
    request.idempotency = null;
    await releaseIdempotencyKey(context.db, claim).catch((error: unknown) => {
      request.log.error({ err: error }, 'idempotency key not released');
    });
  });
}

function contentTypeOf(reply: FastifyReply): string | undefined {
  const value = reply.getHeader('content-type');
  return typeof value === 'string' ? value : undefined;
}

function replay(reply: FastifyReply, status: number, answer: unknown): FastifyReply {
  void reply.code(status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (answer === null) return reply.send();
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
}
