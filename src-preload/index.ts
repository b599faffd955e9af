import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { buildBridge, type BridgeTransport } from './build-bridge';

const ipcTransport: BridgeTransport = {
  invoke: (channel, args) => ipcRenderer.invoke(channel, args),
  subscribe: (channel, listener) => {
    // The raw IPC event stays here: the renderer only ever sees the payload.
    const handler = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, handler);
    return () => {
      ipcRenderer.removeListener(channel, handler);
    };
  },
};

contextBridge.exposeInMainWorld('bridge', buildBridge(ipcTransport));
