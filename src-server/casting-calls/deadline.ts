import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';
import { translateValidationKey } from '../http/messages';

/**
 * An open call must still take applications: its deadline (the last day to apply) is today or
 * later. Publishing has no form, so the error's own message says what is wrong too, not only the
 * generic "check the marked fields": a caller without a `deadline` field still shows the reason.
 */
export function assertDeadlineAhead(deadline: string, today: string): void {
  if (deadline >= today) return;
  const text = translateValidationKey('validation.deadlinePast');
  throw new ApiError(ErrorCode.validation, { message: text, fields: { deadline: [text] } });
}
