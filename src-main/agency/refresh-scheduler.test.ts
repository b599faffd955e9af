import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { RefreshScheduler, type RefreshStanding } from './refresh-scheduler';

/** A refresh per account that finishes when the test says so. */
function controllable() {
  const waiting = new Map<string, { resolve: () => void; reject: (error: unknown) => void }>();
  const signals = new Map<string, AbortSignal>();
  let running = 0;
  let most = 0;
  const calls: string[] = [];
  const refresh = (accountId: string, signal: AbortSignal) => {
    calls.push(accountId);
    signals.set(accountId, signal);
    running += 1;
    most = Math.max(most, running);
    return new Promise<void>((resolve, reject) => {
      waiting.set(accountId, {
        resolve: () => {
          running -= 1;
          resolve();
        },
        reject: (error) => {
          running -= 1;
          reject(error);
        },
      });
    });
  };
  return { refresh, waiting, signals, calls, most: () => most };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('RefreshScheduler', () => {
  it('refreshes at most four accounts at a time, in the order asked', async () => {
    const run = controllable();
    const scheduler = new RefreshScheduler({ refresh: run.refresh, onChange: () => undefined });
    const ids = Array.from({ length: 10 }, (_, index) => `a${index}`);
    scheduler.enqueue(ids);
    expect(run.calls).toEqual(['a0', 'a1', 'a2', 'a3']);
    expect(scheduler.pending()).toBe(10);
    for (const id of ids) {
      await flush();
      run.waiting.get(id)?.resolve();
    }
    await scheduler.idle();
    expect(run.calls).toEqual(ids);
    expect(run.most()).toBe(4);
    expect(ids.every((id) => scheduler.standing(id).state === 'done')).toBe(true);
  });

  it('does not queue an account twice while it is queued or running', async () => {
    const run = controllable();
    const scheduler = new RefreshScheduler({ refresh: run.refresh, onChange: () => undefined });
    scheduler.enqueue(['a', 'b']);
    scheduler.enqueue(['a', 'b', 'a']);
    expect(scheduler.pending()).toBe(2);
    run.waiting.get('a')!.resolve();
    run.waiting.get('b')!.resolve();
    await scheduler.idle();
    expect(run.calls).toEqual(['a', 'b']);
  });

  it('marks a failing account with its code and does not try it again by itself', async () => {
    const run = controllable();
    const told: Array<[string, RefreshStanding]> = [];
    const scheduler = new RefreshScheduler({
      refresh: run.refresh,
      onChange: (id, standing) => told.push([id, standing]),
    });
    scheduler.enqueue(['broken', 'fine']);
    run.waiting
      .get('broken')!
      .reject(new BridgeError({ status: 0, code: 'network', message: 'sin conexión' }));
    run.waiting.get('fine')!.resolve();
    await scheduler.idle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scheduler.standing('broken')).toEqual({ state: 'failed', error: 'network' });
    expect(scheduler.standing('fine')).toEqual({ state: 'done', error: null });
    expect(run.calls.filter((id) => id === 'broken')).toHaveLength(1);
    expect(told.map(([id, standing]) => `${id}:${standing.state}`)).toEqual([
      'broken:queued',
      'fine:queued',
      'broken:refreshing',
      'fine:refreshing',
      'broken:failed',
      'fine:done',
    ]);
    // Asked again (the next round, "Actualizar"), it is tried again.
    scheduler.enqueue(['broken']);
    expect(run.calls.filter((id) => id === 'broken')).toHaveLength(2);
  });

  it('cancels an account signed out: dropped from the queue, its running refresh aborted and ignored', async () => {
    const run = controllable();
    const told: string[] = [];
    const scheduler = new RefreshScheduler({
      refresh: run.refresh,
      onChange: (id, standing) => told.push(`${id}:${standing.state}`),
      atOnce: 1,
    });
    scheduler.enqueue(['running', 'queued', 'other']);
    expect(run.calls).toEqual(['running']);
    scheduler.cancel('queued');
    scheduler.cancel('running');
    expect(run.signals.get('running')!.aborted).toBe(true);
    // The next one starts at once; the cancelled one never runs.
    expect(run.calls).toEqual(['running', 'other']);
    run.waiting.get('running')!.resolve();
    run.waiting.get('other')!.resolve();
    await scheduler.idle();
    await flush();
    expect(run.calls).not.toContain('queued');
    expect(told.filter((entry) => entry.startsWith('running:'))).toEqual([
      'running:queued',
      'running:refreshing',
    ]);
    expect(scheduler.standing('running').state).toBe('idle');
  });
});
