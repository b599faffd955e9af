import { BrowserWindow } from 'electron';

export interface MainWindowOptions {
  preloadPath: string;
  url: string;
}

export function createMainWindow({ preloadPath, url }: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: 'Marca Creadores',
    backgroundColor: '#f7f7fb',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
    },
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(url);
  return window;
}
