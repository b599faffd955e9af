import { BrowserWindow, ipcMain } from 'electron';
import { bridgeMethodNames, eventChannel, methodChannel } from '../../src-shared/bridge/contract';
import type { Dispatch } from '../ipc/dispatcher';
import type { EventSink } from '../ipc/event-sink';

/** Registers exactly the contract's methods on ipcMain; the dispatcher checks sender and args. */
export function registerBridge(dispatch: Dispatch): void {
  for (const method of bridgeMethodNames) {
    ipcMain.handle(methodChannel(method), (event, args: unknown) => {
      // Only the top frame of an app window may call; subframes report their own URL.
      const frame = event.senderFrame;
      const url = frame && frame === event.sender.mainFrame ? frame.url : '';
      return dispatch(method, args, url);
    });
  }
}

export const windowEventSink: EventSink = {
  emit(event, payload) {
    for (const window of BrowserWindow.getAllWindows()) {
      if (!window.isDestroyed()) window.webContents.send(eventChannel(event), payload);
    }
  },
};
