import { describe, expect, it } from 'vitest';
import type { FromEmbeddedApi } from '../../src-server/embedded-protocol';
import type { ApiChild } from './api-child-process';
import { inChildProcess } from './api-child-process';
import { EmbeddedApiHost } from './embedded-api-host';

/** A process that starts and then never says a word, until it is killed. */
function silentChild(): { spawn: () => ApiChild; killed: () => boolean } {
  let killed = false;
  let onExit: ((code: number | null) => void) | undefined;
  const child: ApiChild = {
    pid: 4242,
    post: () => undefined,
    onMessage: (_listener: (message: FromEmbeddedApi) => void) => undefined,
    onExit: (listener) => {
      onExit = listener;
    },
    kill: () => {
      killed = true;
      onExit?.(null);
    },
  };
  return { spawn: () => child, killed: () => killed };
}

describe('stopping the embedded API while it starts', () => {
  it('gives up on a process that never answers, ends it, and the stop returns', async () => {
    const child = silentChild();
    const host = new EmbeddedApiHost('/tmp/sin-uso', {
      runner: inChildProcess(child.spawn, {}),
      startWaitOnStopMs: 50,
    });
    const start = host.started();
    start.catch(() => undefined);
    await host.stop();
    expect(child.killed()).toBe(true);
    await expect(start).rejects.toThrow();
  });

  it('gives up on a keychain that never answers before the process is even started', async () => {
    let spawned = false;
    const host = new EmbeddedApiHost('/tmp/sin-uso', {
      secretsKey: () => new Promise(() => undefined),
      runner: () => {
        spawned = true;
        return new Promise(() => undefined);
      },
      startWaitOnStopMs: 50,
    });
    const start = host.started();
    start.catch(() => undefined);
    await host.stop();
    await expect(start).rejects.toThrow();
    expect(spawned).toBe(false);
  });

  it('lets a start that answers in time finish, then closes what it started', async () => {
    let closed = false;
    const host = new EmbeddedApiHost('/tmp/sin-uso', {
      runner: async () => {
        await new Promise((done) => setTimeout(done, 30));
        return {
          url: 'http://127.0.0.1:1',
          startMs: 30,
          close: async () => {
            closed = true;
          },
        };
      },
      startWaitOnStopMs: 5_000,
    });
    const start = host.started();
    await host.stop();
    expect((await start).url).toBe('http://127.0.0.1:1');
    expect(closed).toBe(true);
  });
});
