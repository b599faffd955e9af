import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import { authOf } from '../../auth/auth-plugin';
import { findApplication } from '../../casting-calls/application-records';
import { moveApplicationStatus } from '../../casting-calls/application-writes';
import {
  decideApplication,
  type ApplicationDecision,
} from '../../casting-calls/casting-call-machine';
import { serializeApplication } from '../../casting-calls/serializers';
import type { AppContext } from '../../context';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { publicOrigin } from '../../http/public-origin';
import { recordIdOf, type RecordIdParams } from '../brands/record-id';
import { castingHooks } from './hooks';

const DECISIONS: readonly ApplicationDecision[] = ['shortlist', 'accept', 'decline'];
const NOT_FOUND = 'No encontramos esa postulación.';
const ATTEMPTS = 2;

/**
 * `POST /api/v3/casting-calls/applications/{id}/shortlist|accept|decline/` by the call's owner
 * (someone else's application is a 404). Accepted and declined are final: any further decision is
 * a 409 `application_decided`. Shortlisting a shortlisted application answers it unchanged. The
 * call may already be closed: brands decide after applications stop. No body.
 */
export function decideApplicationRoutes(app: FastifyInstance, context: AppContext): void {
  for (const decision of DECISIONS) {
    app.post<{ Params: RecordIdParams }>(
      ApiPath.applicationDecision(':id', decision),
      { onRequest: castingHooks(context).manage },
      async (request) => {
        const { user } = authOf(request);
        const id = recordIdOf(request.params);
        const read = async () => {
          const found = await findApplication(context.db, id);
          if (!found || found.call_owner_id !== user.id) {
            throw new ApiError(ErrorCode.notFound, { message: NOT_FOUND });
          }
          return found;
        };
        let row = await read();
        // A second pass decides again on what a concurrent decision left (final or not).
        for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
          const outcome = decideApplication(row.status, decision);
          if (!outcome.ok) throw new ApiError(outcome.code);
          if (!outcome.changed) break;
          const moved = await moveApplicationStatus(
            context.db,
            id,
            row.status,
            outcome.next,
            context.now(),
          );
          row = await read();
          if (moved) break;
        }
        return envelope(serializeApplication(row, publicOrigin(request, context)));
      },
    );
  }
}
