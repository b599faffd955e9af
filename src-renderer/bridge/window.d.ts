import type { BridgeApi } from '../../src-shared/bridge/api';

declare global {
  interface Window {
    /** Exposed by preload through contextBridge; the renderer's only way to reach main. */
    bridge: BridgeApi;
  }
}

export {};
