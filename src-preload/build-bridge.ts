import type { BridgeApi } from '../src-shared/bridge/api';
import { subscriberName } from '../src-shared/bridge/api';
import type { BridgeOutcome } from '../src-shared/bridge/bridge-error';
// Names only: the contract's schemas stay in main, out of the sandboxed preload bundle.
import {
  bridgeEventNames,
  bridgeMethodNames,
  eventChannel,
  methodChannel,
} from '../src-shared/bridge/method-names';

/** How the bridge reaches main: Electron IPC in the app, a test binding in the e2e harness. */
export interface BridgeTransport {
  invoke(channel: string, args: unknown): Promise<unknown>;
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
}

/**
 * Builds `window.bridge` from the contract: one function per method and one `on<Event>` per event,
 * nothing else, so the renderer can reach exactly what the contract names.
 */
export function buildBridge(transport: BridgeTransport): BridgeApi {
  const api: Record<string, unknown> = {};
  for (const method of bridgeMethodNames) {
    const channel = methodChannel(method);
    api[method] = (args?: unknown) =>
      transport.invoke(channel, args) as Promise<BridgeOutcome<unknown>>;
  }
  for (const event of bridgeEventNames) {
    const channel = eventChannel(event);
    api[subscriberName(event)] = (listener: (payload: unknown) => void) => {
      if (typeof listener !== 'function') throw new TypeError('listener must be a function');
      return transport.subscribe(channel, (payload) => listener(payload));
    };
  }
  return Object.freeze(api) as unknown as BridgeApi;
}
