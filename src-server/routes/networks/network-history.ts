import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf, requireAuth } from '../../auth/auth-plugin';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { listPage, pageWindow, parsePaging } from '../../http/paging';
import { findOwnNetwork } from '../../networks/network-repository';
import { readingsPage } from '../../networks/readings-repository';
import { networkUuidOf, type NetworkUuidParams } from './network-uuid';

/**
 * `GET /api/v1/accounts/profile/networks/{uuid}/history/?page=&size_page=`: every reading of one
 * of the caller's connections, newest first. Someone else's is a 404 like an unknown one.
 */
export function networkHistoryRoute(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: NetworkUuidParams }>(
    ApiPath.networkHistory(':uuid'),
    { onRequest: requireAuth(context) },
    async (request) => {
      const uuid = networkUuidOf(request.params);
      const paging = parsePaging(request.query);
      const own = await findOwnNetwork(context.db, authOf(request).user.id, uuid);
      if (!own) throw new ApiError(ErrorCode.notFound);
      const { rows, count } = await readingsPage(context.db, uuid, pageWindow(paging));
      return envelope(listPage(rows, count, paging));
    },
  );
}
