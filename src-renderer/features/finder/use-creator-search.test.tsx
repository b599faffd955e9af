import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '../../test/builders';
import { installFakeBridge } from '../../test/fake-bridge';
import { pagedCreators } from '../../test/finder-builders';
import type { FinderSearchFilters } from './finder-filters';
import { useCreatorSearch } from './use-creator-search';

function readyState(result: { current: ReturnType<typeof useCreatorSearch> }) {
  const { state } = result.current;
  if (state.status !== 'ready') throw new Error(`search is ${state.status}`);
  return state;
}

describe('useCreatorSearch', () => {
  it('reads page 1 with size 20, then the next page once when asked several times', async () => {
    const bridge = installFakeBridge({ searchCreators: vi.fn(pagedCreators(10_000)) });
    const { result } = renderHook(() => useCreatorSearch({ network: 'instagram' }));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(bridge.searchCreators).toHaveBeenCalledExactlyOnceWith({
      network: 'instagram',
      page: 1,
      size_page: 20,
    });
    expect(readyState(result)).toMatchObject({ count: 10_000, hasMore: true });

    act(() => {
      result.current.loadMore();
      result.current.loadMore();
      result.current.loadMore();
    });
    expect(readyState(result).loadingMore).toBe(true);
    await waitFor(() => expect(readyState(result).creators).toHaveLength(40));
    expect(bridge.searchCreators).toHaveBeenCalledTimes(2);
    expect(bridge.searchCreators).toHaveBeenLastCalledWith({
      network: 'instagram',
      page: 2,
      size_page: 20,
    });
    expect(readyState(result).loadingMore).toBe(false);
  });

  it('starts over from page 1 when the filters change', async () => {
    const bridge = installFakeBridge({ searchCreators: vi.fn(pagedCreators(100)) });
    const { result, rerender } = renderHook(
      ({ filters }: { filters: FinderSearchFilters }) => useCreatorSearch(filters),
      { initialProps: { filters: {} } },
    );
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(readyState(result).creators).toHaveLength(40));

    rerender({ filters: { category: 'nanoinfluencer' } });
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(readyState(result).creators).toHaveLength(20));
    expect(bridge.searchCreators).toHaveBeenLastCalledWith({
      category: 'nanoinfluencer',
      page: 1,
      size_page: 20,
    });
  });

  it('drops the answer to a query that is no longer current', async () => {
    let answerFirst: (
      value: Awaited<ReturnType<ReturnType<typeof pagedCreators>>>,
    ) => void = () => {};
    const searchCreators = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementation(pagedCreators(3));
    installFakeBridge({ searchCreators });
    const { result, rerender } = renderHook(
      ({ filters }: { filters: FinderSearchFilters }) => useCreatorSearch(filters),
      { initialProps: { filters: { username: 'a' } } },
    );
    rerender({ filters: { username: 'an' } });
    await waitFor(() => expect(readyState(result).count).toBe(3));
    await act(async () => answerFirst(await pagedCreators(500)({ page: 1 })));
    expect(readyState(result).count).toBe(3);
  });

  it('keeps the pages it has when the next one fails, and reads it again on retry', async () => {
    const pages = pagedCreators(60);
    const searchCreators = vi
      .fn()
      .mockImplementationOnce(pages)
      .mockResolvedValueOnce(fail('network_error', { status: 0 }))
      .mockImplementation(pages);
    installFakeBridge({ searchCreators });
    const { result } = renderHook(() => useCreatorSearch({}));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(readyState(result).moreError).not.toBeNull());
    expect(readyState(result).creators).toHaveLength(20);

    act(() => result.current.retryMore());
    await waitFor(() => expect(readyState(result).creators).toHaveLength(40));
    expect(searchCreators).toHaveBeenLastCalledWith({ page: 2, size_page: 20 });
  });

  it('fails as a whole when page 1 fails, and runs again on retry', async () => {
    const searchCreators = vi
      .fn()
      .mockResolvedValueOnce(fail('internal_error', { status: 500 }))
      .mockImplementation(pagedCreators(1));
    installFakeBridge({ searchCreators });
    const { result } = renderHook(() => useCreatorSearch({}));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    act(() => result.current.retry());
    await waitFor(() => expect(readyState(result).count).toBe(1));
  });
});
