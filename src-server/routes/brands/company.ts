import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { CompanyInputSchema } from '../../../src-shared/schemas/brand';
import { authOf, requireAuth, requirePermission } from '../../auth/auth-plugin';
import { findCompany, upsertCompany } from '../../brands/company-repository';
import { serializeCompany } from '../../brands/company-serializer';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';

/**
 * `GET` and `POST /api/v1/accounts/account-company/`: the brand account's one company. GET answers
 * null until one is saved; POST creates or replaces it (every field, as the form sends them all).
 * Always the caller's own: no path or body names another account.
 */
export function companyRoutes(app: FastifyInstance, context: AppContext): void {
  const onRequest = [requireAuth(context), requirePermission('brands.manage')];

  app.get(ApiPath.accountCompany, { onRequest }, async (request) => {
    const row = await findCompany(context.db, authOf(request).user.id);
    return envelope(row ? serializeCompany(row) : null);
  });

  app.post(ApiPath.accountCompany, { onRequest }, async (request) => {
    const input = parseBody(CompanyInputSchema, request.body);
    const row = await upsertCompany(
      context.db,
      authOf(request).user.id,
      // The catalogue matches countries in any case; the database keeps them as alpha-2 upper.
      { ...input, country: input.country.toUpperCase() },
      context.now(),
    );
    return envelope(serializeCompany(row));
  });
}
