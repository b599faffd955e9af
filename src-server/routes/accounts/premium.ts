import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '../../../src-shared/api/paths';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';
import { findPlan } from '../../plans/plan-repository';
import { premiumStanding } from '../../plans/premium-standing';

/** `?money=` and `?textbody=` are switches: 1/true/yes on, 0/false/no/empty or absent off. */
const Switch = v.optional(
  v.pipe(
    v.string('validation.switchInvalid'),
    v.toLowerCase(),
    v.picklist(['', '0', '1', 'true', 'false', 'yes', 'no'], 'validation.switchInvalid'),
    v.transform((value) => ['1', 'true', 'yes'].includes(value)),
  ),
  '',
);

export const PremiumQuerySchema = v.object({ money: Switch, textbody: Switch });

/**
 * `GET /api/v1/accounts/profile/premium/?money=&textbody=` (docs/PRODUCT.md §7; meaning in
 * docs/API.md): the caller's premium standing; `money` adds the credit balance, `textbody` a
 * one-line summary.
 */
export function premiumRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ApiPath.premium, { onRequest: requireAuth(context) }, async (request) => {
    const query = parseBody(PremiumQuerySchema, request.query);
    const userId = authOf(request).user.id;
    return envelope<PremiumStanding>(
      premiumStanding(await findPlan(context.db, userId), context.now(), {
        money: query.money,
        textbody: query.textbody,
      }),
    );
  });
}
