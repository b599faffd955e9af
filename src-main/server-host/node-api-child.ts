import { fork } from 'node:child_process';
import type { FromEmbeddedApi } from '../../src-server/embedded-protocol';
import type { ApiChild, SpawnApiChild } from './api-child-process';

/**
 * The embedded API's process under plain Node (tests, e2e harness, benches): `entry` is the built
 * `out/main/core-api.js`, or the TypeScript source with `execArgv: ['--import', 'tsx']`. `execPath`
 * runs it on another Node than this one (the bench measures the start on Electron's Node too).
 */
export function nodeApiChild(
  entry: string,
  execArgv: string[] = [],
  execPath?: string,
): SpawnApiChild {
  return (env) => {
    const child = fork(entry, [], {
      env,
      execArgv,
      ...(execPath ? { execPath } : {}),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const api: ApiChild = {
      pid: child.pid,
      post: (message) => {
        if (child.connected) child.send(message);
      },
      onMessage: (listener) =>
        child.on('message', (message) => listener(message as FromEmbeddedApi)),
      onExit: (listener) => child.once('exit', (code) => listener(code)),
      kill: () => {
        child.kill('SIGKILL');
      },
    };
    return api;
  };
}
