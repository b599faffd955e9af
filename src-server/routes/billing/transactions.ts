import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import { TransactionFilterSchema } from '../../../src-shared/schemas/billing';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import { listTransactions } from '../../billing/transaction-list';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { parseBody } from '../../http/validate';

/** The spec writes the path as `?size_page=&page=`: an empty value is the default, not a 400. */
function withoutEmpty(query: unknown): Record<string, unknown> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/**
 * `POST /api/v3/transactions/?size_page=&page=` (any signed-in account): the filter body
 * `{ type?, status?, date_from?, date_to? }` (no body: everything); paging 20 / 1 by default,
 * `size_page` at most 100; `date_from` after `date_to` is a 400 on `date_to`.
 */
export function transactionsRoute(app: FastifyInstance, context: AppContext): void {
  app.post(ApiPath.transactions, { onRequest: requireAuth(context) }, async (request) => {
    const paging = parsePaging(withoutEmpty(request.query));
    const filter = parseBody(TransactionFilterSchema, request.body ?? {});
    return envelope(await listTransactions(context.db, authOf(request).user.id, filter, paging));
  });
}
