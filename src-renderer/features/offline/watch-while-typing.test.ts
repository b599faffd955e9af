import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connectivity } from '../../../src-shared/domain/connectivity';
import { connectivityAtom, isOfflineAtom } from '../../connectivity/connectivity-atoms';
import { startTypingWatch } from './watch-while-typing';

const answer = (online: boolean): Connectivity => ({
  online,
  checked_at: new Date().toISOString(),
  reason: online ? null : 'server_unreachable',
});

describe('probing while someone types (issue 34)', () => {
  let stopWatch: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<label>Precio <input id="price" /></label><button id="save">Guardar</button>';
  });
  afterEach(() => {
    stopWatch();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('notices within seconds that the server stopped while focus is in a field', async () => {
    const store = createStore();
    store.set(connectivityAtom, answer(true));
    const probe = vi.fn(async () => answer(true));
    stopWatch = startTypingWatch(store, { probe, intervalMs: 2_500 });

    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).not.toHaveBeenCalled();

    document.getElementById('price')!.focus();
    await vi.advanceTimersByTimeAsync(2_500);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(store.get(isOfflineAtom)).toBe(false);

    probe.mockResolvedValue(answer(false));
    await vi.advanceTimersByTimeAsync(2_500);
    expect(store.get(isOfflineAtom)).toBe(true);
    // Offline, main probes by itself; the watch adds nothing.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('stops once focus leaves the fields', async () => {
    const store = createStore();
    const probe = vi.fn(async () => answer(true));
    stopWatch = startTypingWatch(store, { probe, intervalMs: 2_500 });
    document.getElementById('price')!.focus();
    await vi.advanceTimersByTimeAsync(2_500);
    document.getElementById('save')!.focus();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
