import { ApiPath } from '../../src-shared/api/paths';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { KitExportRecordInput } from '../../src-shared/domain/media-kit';
import type { CoreApiClient } from '../api/core-api-client';
import type { SessionService } from '../session/session-service';
import { isUnreachable } from './offline-reads';

/** Records one export of an account's kit with the core API that account belongs to. */
export type RegisterKitExport = (accountId: string, record: KitExportRecordInput) => Promise<void>;

/**
 * `POST ApiPath.mediaKitExports` with the account's own token (the core API takes the creator
 * from it). Registering the same code again answers 200, so a retry after a lost answer is safe.
 */
export function registerWithCoreApi(
  api: CoreApiClient,
  session: SessionService,
): RegisterKitExport {
  return async (accountId, record) => {
    await session.withAccountToken(accountId, (token) =>
      api.post<unknown>(ApiPath.mediaKitExports, record, { token }),
    );
  };
}

/** A gateway's "the server behind me is down" counts as no answer. */
const GATEWAY_STATUS = new Set([502, 503, 504]);

/**
 * Whether a registration failed for want of a server (try again later), not because the core
 * API refused the record.
 */
export function serverNotReached(error: unknown): boolean {
  return isUnreachable(error) || (error instanceof BridgeError && GATEWAY_STATUS.has(error.status));
}

/**
 * Whether a record the core API did not take now may be taken later, so the export goes on with
 * it kept pending: no answer, a server in trouble (5xx), or a server without the route yet (404).
 */
export function registerLater(error: unknown): boolean {
  return (
    serverNotReached(error) ||
    (error instanceof BridgeError && (error.status === 404 || error.status >= 500))
  );
}

/** 409: another export already holds the code. */
export function codeTaken(error: unknown): boolean {
  return error instanceof BridgeError && error.status === 409;
}
