import { BrowserWindow, ipcMain } from 'electron';
import { bridgeMethodNames, methodChannel } from '../../src-shared/bridge/contract';
import { appWindowEventSink } from '../ipc/app-window-events';
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

/** Events go to the windows whose page is the app's (`isAppUrl`), not to sign-in or kit windows. */
export function windowEventSink(isAppUrl: (url: string) => boolean): EventSink {
  return appWindowEventSink(
    () =>
      BrowserWindow.getAllWindows()
        .filter((window) => !window.isDestroyed())
        .map((window) => ({
          url: () => window.webContents.getURL(),
          send: (channel: string, payload: unknown) => window.webContents.send(channel, payload),
        })),
    isAppUrl,
  );
}
