import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '../../../src-shared/api/paths';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';

/** Other query parameters (a mail program's tracking) are ignored, not refused. */
const UnsubscribeQuerySchema = v.object({
  to_email: v.pipe(
    v.string('validation.emailRequired'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('validation.emailRequired'),
    v.maxLength(254, 'validation.emailInvalid'),
    v.email('validation.emailInvalid'),
  ),
});

export const UNSUBSCRIBED_MESSAGE =
  'Listo: ya no te enviaremos correos informativos a esta dirección.';

/**
 * `GET /api/v1/accounts/unsubscribe/?to_email=` (public, spec §7). Records the address, once
 * whatever the number of calls, and answers the same whether or not it has an account, so the
 * link tells nothing about who is registered. Stored by address rather than by account: mail
 * goes to addresses.
 */
export function unsubscribeRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.unsubscribe, async (request) => {
    const { to_email } = parseBody(UnsubscribeQuerySchema, request.query ?? {});
    await context.db
      .insertInto('email_unsubscribes')
      .values({ email: to_email, created_at: context.now() })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute();
    return envelope({ unsubscribed: true, email: to_email, message: UNSUBSCRIBED_MESSAGE });
  });
}
