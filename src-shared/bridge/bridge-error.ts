import type { FieldErrors } from '../api/envelope';

/** An error as it crosses the bridge: the core API's body plus its HTTP status (0 = no answer). */
export interface BridgeErrorPayload {
  status: number;
  code: string;
  message: string;
  fields?: FieldErrors;
}

/** What every bridge call resolves to; preload never throws across contextBridge. */
export type BridgeOutcome<T> = { ok: true; value: T } | { ok: false; error: BridgeErrorPayload };

export class BridgeError extends Error implements BridgeErrorPayload {
  readonly status: number;
  readonly code: string;
  readonly fields?: FieldErrors;

  constructor(payload: BridgeErrorPayload) {
    super(payload.message);
    this.name = 'BridgeError';
    this.status = payload.status;
    this.code = payload.code;
    if (payload.fields) this.fields = payload.fields;
  }

  toPayload(): BridgeErrorPayload {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export function isBridgeErrorPayload(value: unknown): value is BridgeErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.status === 'number' &&
    typeof candidate.code === 'string' &&
    typeof candidate.message === 'string'
  );
}
