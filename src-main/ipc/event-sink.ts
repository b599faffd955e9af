import type { BridgeEventName, BridgeEventPayload } from '../../src-shared/bridge/contract';

/** Sends a main-to-renderer event to every app window (or, in tests, to the harness). */
export interface EventSink {
  emit<E extends BridgeEventName>(event: E, payload: BridgeEventPayload<E>): void;
}
