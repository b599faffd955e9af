import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';
import { translateValidationKey } from '../http/messages';

/**
 * An open call must still take applications: its deadline (the last day to apply) is today or
 * later. A draft may keep any date until it is published. A 400 on `deadline`, like a form error.
 */
export function assertDeadlineAhead(deadline: string, today: string): void {
  if (deadline >= today) return;
  throw new ApiError(ErrorCode.validation, {
    fields: { deadline: [translateValidationKey('validation.deadlinePast')] },
  });
}
