import { BridgeError, isBridgeErrorPayload } from '../../src-shared/bridge/bridge-error';

/**
 * The server's per-field messages for the fields a form shows, first message each. Fields the
 * form does not have are left out: their errors belong in the form-level alert.
 */
export function fieldErrorsFor<F extends string>(
  error: unknown,
  formFields: readonly F[],
): Partial<Record<F, string>> {
  const fields =
    error instanceof BridgeError || isBridgeErrorPayload(error) ? error.fields : undefined;
  const result: Partial<Record<F, string>> = {};
  if (!fields) return result;
  for (const field of formFields) {
    const first = fields[field]?.[0];
    if (first) result[field] = first;
  }
  return result;
}
