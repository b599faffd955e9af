import type { BridgeApi } from '../../src-shared/bridge/api';

declare global {
  interface Window {
    bridge: BridgeApi;
  }
}
