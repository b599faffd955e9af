import { buildBridge } from '../../../src-preload/build-bridge';

/**
 * The page side of the e2e transport: the real preload `buildBridge`, carried over a Playwright
 * binding instead of Electron IPC. Bundled into an init script by `bridge-script.ts`.
 */
declare global {
  interface Window {
    __bridgeInvoke(channel: string, args: unknown): Promise<unknown>;
    __bridgeEmit(channel: string, payload: unknown): void;
  }
}

const listeners = new Map<string, Set<(payload: unknown) => void>>();

window.__bridgeEmit = (channel, payload) => {
  listeners.get(channel)?.forEach((listener) => listener(payload));
};

Object.defineProperty(window, 'bridge', {
  value: buildBridge({
    invoke: (channel, args) => window.__bridgeInvoke(channel, args),
    subscribe: (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => {
        set.delete(listener);
      };
    },
  }),
  writable: false,
  configurable: false,
});
