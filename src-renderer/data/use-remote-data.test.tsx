import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRemoteData, type RemoteState } from './use-remote-data';

/** A promise the test settles by hand, so the order of answers is the test's, not the clock's. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const dataOf = <T,>(state: RemoteState<T>) =>
  state.status === 'ready' ? state.data : state.status;

describe('useRemoteData painting from saved data first (issue 34)', () => {
  it('shows the saved copy until the live answer arrives, then the live answer', async () => {
    const live = deferred<string>();
    const { result } = renderHook(() =>
      useRemoteData('home:a', () => live.promise, { savedCopy: async () => 'copia' }),
    );
    await waitFor(() => expect(dataOf(result.current.state)).toBe('copia'));
    await act(async () => live.resolve('en vivo'));
    expect(dataOf(result.current.state)).toBe('en vivo');
  });

  it('never puts the copy over a live answer that came first', async () => {
    const copy = deferred<string | null>();
    const { result } = renderHook(() =>
      useRemoteData('home:b', async () => 'en vivo', { savedCopy: () => copy.promise }),
    );
    await waitFor(() => expect(dataOf(result.current.state)).toBe('en vivo'));
    await act(async () => copy.resolve('copia'));
    expect(dataOf(result.current.state)).toBe('en vivo');
  });

  it('paints what the window last showed for the key in the first render after coming back', async () => {
    const first = renderHook(() =>
      useRemoteData('home:c', async () => 'ayer', { savedCopy: async () => null }),
    );
    await waitFor(() => expect(dataOf(first.result.current.state)).toBe('ayer'));
    first.unmount();

    const live = deferred<string>();
    const again = renderHook(() =>
      useRemoteData('home:c', () => live.promise, { savedCopy: async () => 'copia vieja' }),
    );
    expect(dataOf(again.result.current.state)).toBe('ayer');
    await act(async () => live.resolve('hoy'));
    expect(dataOf(again.result.current.state)).toBe('hoy');
  });

  it('shows loading without a copy, and a live failure over the copy', async () => {
    const live = deferred<string>();
    const { result } = renderHook(() =>
      useRemoteData('home:d', () => live.promise, { savedCopy: async () => null }),
    );
    expect(result.current.state.status).toBe('loading');
    await act(async () => live.reject(new Error('500')));
    expect(result.current.state.status).toBe('failed');
  });

  it('keeps reads without the option as they were: loading first, nothing remembered', async () => {
    const first = renderHook(() => useRemoteData('list:e', async () => 'uno'));
    await waitFor(() => expect(dataOf(first.result.current.state)).toBe('uno'));
    first.unmount();
    const again = renderHook(() => useRemoteData('list:e', () => new Promise<string>(() => {})));
    expect(again.result.current.state.status).toBe('loading');
  });
});
