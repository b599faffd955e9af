import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';
import { isRecord } from '../providers/fetch-json';
import type { PayoutItemStatus } from './payment-provider';

/**
 * How refunds (Payments v2) and payouts (Payouts v1) failures reach the marketplace. The rule that
 * decides between the two codes: `payment_declined` only when PayPal refused this request for good
 * and surely moved nothing (its message says why, in Spanish, for the people involved); anything
 * else, including answers this code cannot read, is `provider_unavailable`, which the caller
 * retries with the same request id. Guessing "declined" wrongly could pay a creator twice (a new
 * attempt after a payout that did go out); guessing "unavailable" wrongly only costs a retry.
 */
export type MoneyOperation = 'refund' | 'payout';

const UNAVAILABLE: Record<MoneyOperation, string> = {
  refund: 'No pudimos comunicarnos con PayPal para hacer el reembolso; lo reintentaremos.',
  payout: 'No pudimos comunicarnos con PayPal para enviar el pago; lo reintentaremos.',
};

export function unavailableError(
  operation: MoneyOperation,
  cause?: unknown,
  message?: string,
): ApiError {
  return new ApiError(ErrorCode.providerUnavailable, {
    message: message ?? UNAVAILABLE[operation],
    cause,
  });
}

const declined = (message: string, cause: unknown) =>
  new ApiError(ErrorCode.paymentDeclined, { message, cause });

/**
 * `details[].issue` of a refund's 422 (`captures.refund-422` in payments_payment_v2.json) that no
 * retry changes. Issues about the request's own shape (decimals, currency code) are this code's
 * bug, left unavailable so they surface in the log instead of reading as PayPal's refusal.
 */
export const REFUND_REFUSALS: Readonly<Record<string, string>> = {
  CAPTURE_FULLY_REFUNDED: 'PayPal indica que este cobro ya se reembolsó por completo.',
  REFUND_AMOUNT_EXCEEDED:
    'El reembolso supera lo que queda por reembolsar de este cobro en PayPal.',
  REFUND_TIME_LIMIT_EXCEEDED: 'Pasó el plazo que da PayPal para reembolsar este cobro.',
  TRANSACTION_REFUSED: 'PayPal rechazó el reembolso por sus controles internos.',
  REFUND_NOT_ALLOWED: 'PayPal no permite reembolsar este cobro.',
  REFUND_CAPTURE_CURRENCY_MISMATCH: 'El reembolso debe hacerse en la moneda en que se cobró.',
  REFUND_AMOUNT_TOO_LOW:
    'El monto del reembolso queda en cero tras la conversión de moneda de PayPal.',
  REFUND_FAILED_INSUFFICIENT_FUNDS:
    'La cuenta de PayPal de la plataforma no tiene saldo suficiente para este reembolso; lo reintentaremos.',
  PARTIAL_REFUND_NOT_ALLOWED: 'PayPal no permite reembolsar solo una parte de este cobro.',
  MAX_NUMBER_OF_REFUNDS_EXCEEDED:
    'Este cobro alcanzó el número máximo de reembolsos que permite PayPal.',
  PAYEE_ACCOUNT_LOCKED_OR_CLOSED: 'La cuenta de PayPal de la plataforma está bloqueada o cerrada.',
  PAYER_ACCOUNT_LOCKED_OR_CLOSED:
    'La cuenta de PayPal de quien pagó está bloqueada o cerrada; PayPal no acepta el reembolso.',
  PAYEE_ACCOUNT_RESTRICTED: 'La cuenta de PayPal de la plataforma tiene restricciones.',
  REFUND_NOT_PERMITTED_DUE_TO_CHARGEBACK:
    'Quien pagó abrió un contracargo sobre este cobro; PayPal no permite reembolsarlo.',
  TRANSACTION_DISPUTED:
    'Hay una disputa abierta en PayPal sobre este cobro; se resuelve en su Centro de resoluciones.',
  REFUND_IS_RESTRICTED: 'Solo la cuenta que hizo el cobro puede reembolsarlo en PayPal.',
};

/** Refused for now, not for good: the capture may complete (e-check) and then be refunded. */
const PENDING_CAPTURE =
  'El cobro original sigue pendiente en PayPal; el reembolso se podrá hacer cuando se complete.';

/**
 * Error `name`s of the Payouts API (a batch refused at creation, or `items[].errors.name` of an
 * item), from PayPal's payouts error table. The same table explains an item that ended badly.
 */
export const PAYOUT_REFUSALS: Readonly<Record<string, string>> = {
  INSUFFICIENT_FUNDS:
    'La cuenta de PayPal de la plataforma no tiene saldo suficiente para este pago; lo reintentaremos.',
  RECEIVER_UNREGISTERED: 'El correo de PayPal del creador no tiene cuenta de PayPal.',
  RECEIVER_UNCONFIRMED: 'El creador no ha confirmado su correo en PayPal.',
  RECEIVER_ACCOUNT_LOCKED: 'La cuenta de PayPal del creador está bloqueada o inactiva.',
  RECEIVER_COUNTRY_NOT_ALLOWED: 'PayPal no permite pagos al país de la cuenta del creador.',
  RECEIVER_STATE_RESTRICTED: 'PayPal no permite pagos a la región de la cuenta del creador.',
  RECEIVER_YOUTH_ACCOUNT:
    'La cuenta de PayPal del creador es de menor de edad y no puede recibir este pago.',
  RECEIVING_LIMIT_EXCEEDED: 'La cuenta de PayPal del creador alcanzó su límite para recibir pagos.',
  RECEIVER_REFUSED: 'El creador rechazó el pago en PayPal.',
  REGULATORY_BLOCKED: 'PayPal bloqueó el pago por restricciones regulatorias.',
  RISK_DECLINE: 'PayPal rechazó el pago por sus controles de riesgo.',
  SENDER_ACCOUNT_LOCKED: 'La cuenta de PayPal de la plataforma está bloqueada o inactiva.',
  SELF_PAY_NOT_ALLOWED: 'El correo de PayPal del creador es el de la propia plataforma.',
  SPENDING_LIMIT_EXCEEDED: 'La cuenta de PayPal de la plataforma alcanzó su límite de envíos.',
  TRANSACTION_LIMIT_EXCEEDED: 'El pago supera el límite por transacción de PayPal.',
  USER_COUNTRY_NOT_ALLOWED:
    'PayPal no permite enviar pagos desde el país de la cuenta de la plataforma.',
  USER_FUNDING_SOURCE_INELIGIBLE:
    'PayPal no acepta la fuente de fondos de la plataforma para este pago.',
  CURRENCY_COMPLIANCE: 'PayPal no permite este pago en dólares por reglas de la moneda.',
  NON_HOLDING_CURRENCY: 'La cuenta de PayPal del creador no acepta pagos en dólares.',
};

/** Names of a refused payout that change on a retry (or that hide a batch PayPal may have made). */
const PAYOUT_RETRYABLE = new Set([
  'UNDEFINED',
  'REQUEST_TIMEOUT_EXCEEDED',
  'RATE_LIMIT_VALIDATION_FAILURES',
  'USER_BUSINESS_ERROR',
]);

function issuesOf(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body.details)) return [];
  return body.details.flatMap((detail) =>
    isRecord(detail) && typeof detail.issue === 'string' ? [detail.issue] : [],
  );
}

const nameOf = (body: unknown): string | null =>
  isRecord(body) && typeof body.name === 'string' ? body.name : null;

/**
 * A refund answered with anything but 2xx. 5xx, 400 (our request), 401 after the retry, 403 (the
 * app lacks the refund permission), 409 (an earlier request still running) are unavailable. A 404
 * is a capture id PayPal does not know, which no retry finds.
 */
export function refundFailure(status: number, body: unknown): ApiError {
  if (status === 422) {
    const issues = issuesOf(body);
    if (issues.includes('PENDING_CAPTURE'))
      return unavailableError('refund', body, PENDING_CAPTURE);
    for (const issue of issues) {
      const reason = REFUND_REFUSALS[issue];
      if (reason) return declined(reason, body);
    }
  }
  if (status === 404) {
    return declined('PayPal no encuentra el cobro que se quiere reembolsar.', body);
  }
  return unavailableError('refund', body);
}

/**
 * A payout creation answered with anything but 2xx (except the duplicate batch, which the adapter
 * reads back). Refused for good: a 422 (or other 4xx but 400/401/403/404/409/429) whose `name` is
 * in PAYOUT_REFUSALS; PayPal made no batch then.
 */
export function payoutFailure(status: number, body: unknown): ApiError {
  const name = nameOf(body);
  const ours = [400, 401, 403, 404, 409, 429];
  if (status >= 400 && status < 500 && !ours.includes(status) && name) {
    const reason = PAYOUT_RETRYABLE.has(name) ? undefined : PAYOUT_REFUSALS[name];
    if (reason) return declined(reason, body);
  }
  return unavailableError('payout', body);
}

const STATUS_REASONS: Record<PayoutItemStatus, string> = {
  SUCCESS: 'PayPal entregó el pago al creador.',
  PENDING: 'PayPal está procesando el pago.',
  ONHOLD: 'PayPal retiene el pago mientras lo revisa.',
  UNCLAIMED:
    'El correo de PayPal del creador aún no tiene cuenta; el pago espera a que la abra (hasta 30 días).',
  FAILED: 'PayPal no pudo enviar el pago al creador.',
  RETURNED: 'PayPal devolvió el pago: el destinatario no lo reclamó en 30 días.',
  BLOCKED: 'PayPal bloqueó el pago al creador.',
  REFUNDED: 'PayPal reembolsó el pago a la cuenta de la plataforma.',
  REVERSED: 'PayPal revirtió el pago al creador.',
  UNKNOWN: 'PayPal informó un estado del pago que no reconocemos; lo seguiremos consultando.',
};

/** A returned item whose error says more than "not claimed in 30 days". */
const RETURNED_BECAUSE = new Set(['RECEIVER_REFUSED', 'RECEIVER_ACCOUNT_LOCKED']);

/**
 * The Spanish reason shown for a payout item that ended badly (FAILED, RETURNED, BLOCKED,
 * REFUNDED, REVERSED), from its `errors.name` when PayPal gave a known one, else from the status.
 */
export function payoutFailureReason(errorName: string | null, status: PayoutItemStatus): string {
  const byName = errorName ? PAYOUT_REFUSALS[errorName] : undefined;
  switch (status) {
    case 'FAILED':
    case 'BLOCKED':
      return byName ?? STATUS_REASONS[status];
    case 'RETURNED':
      return byName && errorName && RETURNED_BECAUSE.has(errorName)
        ? `PayPal devolvió el pago. ${byName}`
        : STATUS_REASONS.RETURNED;
    default:
      return STATUS_REASONS[status];
  }
}
