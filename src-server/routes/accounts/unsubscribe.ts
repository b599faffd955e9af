import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '../../../src-shared/api/paths';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import {
  isUnsubscribeSignatureValid,
  UNSUBSCRIBE_SIGNATURE_PARAM,
} from '../../mail/unsubscribe-link';
import { prefersHtml } from './prefers-html';
import {
  UNSUBSCRIBE_PAGE_CSP,
  unsubscribePage,
  type UnsubscribePageOutcome,
} from './unsubscribe-page';

/**
 * Other query parameters (a mail program's tracking) are ignored, not refused. `signature` is the
 * mailed link's HMAC of the address (mail/unsubscribe-link.ts), checked once the address is.
 */
export const UnsubscribeQuerySchema = v.object({
  to_email: v.pipe(
    v.string('validation.emailRequired'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('validation.emailRequired'),
    v.maxLength(254, 'validation.emailInvalid'),
    v.email('validation.emailInvalid'),
  ),
  [UNSUBSCRIBE_SIGNATURE_PARAM]: v.optional(v.string()),
});

const SIGNATURE_INVALID =
  'Este enlace para darte de baja no es válido: ábrelo tal como llegó en el correo, sin cambiarlo.';

/** Whether the link is the one mailed to this address (an address typed in is not). */
function isSigned(context: AppContext, query: v.InferOutput<typeof UnsubscribeQuerySchema>) {
  return isUnsubscribeSignatureValid(
    context.unsubscribeSecret,
    query.to_email,
    query[UNSUBSCRIBE_SIGNATURE_PARAM],
  );
}

export const UNSUBSCRIBED_MESSAGE =
  'Listo: ya no te enviaremos correos informativos a esta dirección.';

/**
 * Stores the address once. A HEAD (Fastify answers it with this GET route) only looks: link
 * checkers and mail scanners probe links that way, and must not unsubscribe anyone.
 */
async function recordUnsubscribe(
  context: AppContext,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  if (request.method === 'HEAD') return;
  await context.db
    .insertInto('email_unsubscribes')
    .values({ email, created_at: context.now() })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

/**
 * `GET /api/v1/accounts/unsubscribe/?to_email=&signature=` (public, docs/PRODUCT.md §7). Only a
 * link as it was mailed counts: without the address's signature, or with another, it is a 400 on
 * `fields.signature` and nothing is recorded, so nobody unsubscribes someone else by typing their
 * address. Records the address, once whatever the number of calls, and answers the same whether or
 * not it has an account, so the link tells nothing about who is registered. Stored by address
 * rather than by account: mail goes to addresses. A browser following the link from a mail gets a
 * small Spanish page; API callers get JSON (and a 400 `validation_error` for a bad address).
 */
export function unsubscribeRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.unsubscribe, async (request, reply) => {
    // Caches must not hand the page to an API caller, or the JSON to a browser.
    void reply.header('vary', 'Accept');
    if (prefersHtml(request.headers.accept)) return answerPage(context, request, reply);
    const query = parseBody(UnsubscribeQuerySchema, request.query ?? {});
    if (!isSigned(context, query)) {
      throw new ApiError(ErrorCode.validation, {
        message: SIGNATURE_INVALID,
        fields: { [UNSUBSCRIBE_SIGNATURE_PARAM]: [SIGNATURE_INVALID] },
      });
    }
    const { to_email } = query;
    await recordUnsubscribe(context, request, to_email);
    return envelope({ unsubscribed: true, email: to_email, message: UNSUBSCRIBED_MESSAGE });
  });
}

async function answerPage(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const [status, outcome] = await pageOutcome(context, request);
  return reply
    .code(status)
    .header('content-security-policy', UNSUBSCRIBE_PAGE_CSP)
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(unsubscribePage(outcome));
}

async function pageOutcome(
  context: AppContext,
  request: FastifyRequest,
): Promise<[number, UnsubscribePageOutcome]> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parsed = v.safeParse(UnsubscribeQuerySchema, query, { abortPipeEarly: true });
  if (!parsed.success) {
    const raw = typeof query.to_email === 'string' ? query.to_email.trim() : '';
    const missing = raw === '' || parsed.issues[0]?.message === 'validation.emailRequired';
    return [400, missing ? { kind: 'missing' } : { kind: 'invalid', address: raw }];
  }
  if (!isSigned(context, parsed.output)) return [400, { kind: 'forged' }];
  const email = parsed.output.to_email;
  try {
    await recordUnsubscribe(context, request, email);
  } catch (error) {
    // The JSON path reports this through the error handler; a person gets a page either way.
    request.log.error({ err: error }, 'unsubscribe not recorded');
    return [500, { kind: 'failed' }];
  }
  return [200, { kind: 'unsubscribed', email }];
}
