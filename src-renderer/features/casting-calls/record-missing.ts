import * as v from 'valibot';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../../src-shared/bridge/bridge-error';
import { RecordIdSchema } from '../../../src-shared/schemas/common';

/** Whether a route's id could name a record at all; anything else is never sent to the server. */
export const isRecordId = (id: string): boolean => v.is(RecordIdSchema, id);

/**
 * The answers that mean "there is no such record for you": unknown (404), someone else's (the
 * core API answers 404; 403 counted too), or an id main refused before asking. A network or
 * server failure is not one of them: that one deserves a retry.
 */
const MISSING_CODES: readonly string[] = [
  ErrorCode.notFound,
  ErrorCode.forbidden,
  ErrorCode.invalidArguments,
  ErrorCode.validation,
];

export function isRecordMissing(error: unknown): boolean {
  const payload = error instanceof BridgeError || isBridgeErrorPayload(error) ? error : null;
  return payload !== null && MISSING_CODES.includes(payload.code);
}
