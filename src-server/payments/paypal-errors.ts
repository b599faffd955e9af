import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';
import { isRecord } from '../providers/fetch-json';

/** How the marketplace reads a PayPal error answer. */
export type PayPalFailure = 'declined' | 'not_approved' | 'already_captured' | 'unavailable';

/**
 * Issues (PayPal's `details[].issue`) where the buyer's payment cannot go through: the card or
 * account refused, limits, compliance. Nothing was charged; the buyer may try again.
 */
const DECLINED = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'PAYEE_ACCOUNT_RESTRICTED',
  'PAYEE_BLOCKED_TRANSACTION',
  'COMPLIANCE_VIOLATION',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'TRANSACTION_LIMIT_EXCEEDED',
  'ORDER_EXPIRED',
]);

/** The buyer has not approved the order (or went back from PayPal's page). */
const NOT_APPROVED = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED']);

function issuesOf(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body.details)) return [];
  return body.details.flatMap((detail) =>
    isRecord(detail) && typeof detail.issue === 'string' ? [detail.issue] : [],
  );
}

/**
 * Classifies a non-2xx answer of the Orders v2 API. 5xx and anything about our request or our
 * app (400 INVALID_REQUEST, 401, 403) is the deployment's or PayPal's problem, not the buyer's:
 * unavailable. A 404 on capture is an order PayPal no longer has (unapproved orders expire):
 * declined, since it can never be paid.
 */
export function classifyPayPalFailure(
  status: number,
  body: unknown,
  step: 'create' | 'capture',
): PayPalFailure {
  if (status >= 500) return 'unavailable';
  const issues = issuesOf(body);
  if (status === 422) {
    if (issues.includes('ORDER_ALREADY_CAPTURED')) return 'already_captured';
    if (issues.some((issue) => NOT_APPROVED.has(issue))) return 'not_approved';
    if (issues.some((issue) => DECLINED.has(issue))) return 'declined';
    return 'unavailable';
  }
  if (status === 404 && step === 'capture') return 'declined';
  return 'unavailable';
}

const UNAVAILABLE =
  'No pudimos comunicarnos con PayPal. No se hizo ningún cargo; inténtalo más tarde.';

/** The answer a failure gives the client; `cause` reaches only the server log. */
export function paymentError(failure: PayPalFailure, cause?: unknown): ApiError {
  switch (failure) {
    case 'declined':
      return new ApiError(ErrorCode.paymentDeclined, { cause });
    case 'not_approved':
      return new ApiError(ErrorCode.paymentNotApproved, { cause });
    case 'already_captured':
    case 'unavailable':
      return new ApiError(ErrorCode.providerUnavailable, { message: UNAVAILABLE, cause });
  }
}
