import * as v from 'valibot';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import { RecordIdSchema } from '../../../src-shared/schemas/common';

/** Creators are named by the id the server made; anything else in the address names nobody. */
export const isCreatorId = (id: string): boolean => v.is(RecordIdSchema, id);

/**
 * The core API answers 404 for an id that is no creator's (or a creator who deleted their
 * account): to the brand both are a creator that is not there.
 */
export function isCreatorMissing(error: unknown): boolean {
  return (
    error instanceof BridgeError && (error.status === 404 || error.code === ErrorCode.notFound)
  );
}
