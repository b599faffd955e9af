import { utilityProcess } from 'electron';
import type { FromEmbeddedApi } from '../../src-server/embedded-protocol';
import type { ApiChild, SpawnApiChild } from '../server-host/api-child-process';

/**
 * The embedded API's process in the app: an Electron utility process (Node without Electron's
 * APIs, ended with the app), running the built `out/main/core-api.js`.
 */
export function utilityApiChild(entry: string): SpawnApiChild {
  return (env) => {
    const child = utilityProcess.fork(entry, [], {
      env,
      serviceName: 'Marca Creadores core API',
      stdio: 'inherit',
    });
    const api: ApiChild = {
      get pid() {
        return child.pid;
      },
      post: (message) => child.postMessage(message),
      onMessage: (listener) => child.on('message', (message: FromEmbeddedApi) => listener(message)),
      onExit: (listener) => child.once('exit', (code) => listener(code)),
      kill: () => {
        child.kill();
      },
    };
    return api;
  };
}
