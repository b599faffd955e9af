import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListPage } from '../../../src-shared/api/envelope';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import { aCreatorCard, creatorId } from '../../test/finder-builders';
import { usePagedCreators } from './use-paged-creators';

/** A list kept on a server: what was removed is gone from the pages read after. */
function aServerList(total: number) {
  let kept = Array.from({ length: total }, (_, index) =>
    aCreatorCard({ id: creatorId(index + 1) }),
  );
  const readPage = vi.fn(async (page: number): Promise<ListPage<CreatorCard>> => ({
    results: kept.slice((page - 1) * 20, page * 20),
    count: kept.length,
    page,
    size_page: 20,
  }));
  return { readPage, remove: (id: string) => (kept = kept.filter((c) => c.id !== id)) };
}

describe('usePagedCreators', () => {
  it('stays on screen while creators are taken off, and reads again where the rest moved', async () => {
    const server = aServerList(21);
    const { result } = renderHook(() => usePagedCreators('shortlist', server.readPage));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));

    server.remove(creatorId(1));
    act(() => result.current.removeCreator(creatorId(1)));
    const state = result.current.state;
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.creators).toHaveLength(19);
    expect(state.count).toBe(20);
    // Page 1 again: creator 21 moved into it.
    await waitFor(() => expect(server.readPage).toHaveBeenLastCalledWith(1));
    await waitFor(() => {
      const now = result.current.state;
      expect(now.status === 'ready' && now.creators.map((c) => c.id).at(-1)).toBe(creatorId(21));
    });
  });

  it('changes a creator in place without reading anything', async () => {
    const server = aServerList(3);
    const { result } = renderHook(() => usePagedCreators('finder', server.readPage));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.updateCreator(creatorId(2), { shortlisted: true }));
    const state = result.current.state;
    expect(state.status === 'ready' && state.creators.map((c) => c.shortlisted)).toEqual([
      false,
      true,
      false,
    ]);
    expect(server.readPage).toHaveBeenCalledOnce();
  });

  it('reads nothing while not enabled', async () => {
    const server = aServerList(3);
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) => usePagedCreators('finder', server.readPage, enabled),
      { initialProps: { enabled: false } },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.readPage).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
  });
});
