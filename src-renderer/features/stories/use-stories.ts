import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import type { DownloadedStory } from '../../../src-shared/domain/instagram-story';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { useRefreshNetworks } from '../networks-panel';
import { useMountedRef } from '../../ui/use-mounted-ref';
import { downloadedStoriesAtom } from './stories-atoms';
import { newestFirst } from './story-media';

export interface StoriesState {
  /** null until the first download of this session. */
  stories: DownloadedStory[] | null;
  downloading: boolean;
  /** Why the last download failed, until the next try. */
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  download: () => Promise<void>;
  loadMore: () => Promise<void>;
}

/** The creator's stories: read from Instagram and kept by the server, then paged. */
export function useStories(): StoriesState {
  const owner = useAtomValue(currentUserAtom)?.id ?? '';
  const [all, setAll] = useAtom(downloadedStoriesAtom);
  const mounted = useMountedRef();
  const refreshNetworks = useRefreshNetworks();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);

  const pages = all[owner] ?? null;
  const stories = pages ? newestFirst(pages.flatMap((page) => page.results)) : null;
  const first = pages?.[0];
  const last = pages?.at(-1);
  const hasMore =
    first !== undefined &&
    last !== undefined &&
    last.results.length > 0 &&
    stories !== null &&
    stories.length < first.count;

  const download = async () => {
    setDownloading(true);
    setError(null);
    setMoreError(null);
    try {
      const page = await call('downloadStories', {});
      setAll((current) => ({ ...current, [owner]: [page] }));
    } catch (failure) {
      if (mounted.current) setError(failure);
      // The list on screen said Instagram was there: read it again so the page offers to connect.
      if (failure instanceof BridgeError && failure.code === ErrorCode.instagramNotConnected) {
        refreshNetworks();
      }
    } finally {
      if (mounted.current) setDownloading(false);
    }
  };

  const loadMore = async () => {
    if (!pages || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await call('downloadStories', { page: pages.length + 1 });
      setAll((current) => ({ ...current, [owner]: [...(current[owner] ?? []), page] }));
    } catch (failure) {
      if (mounted.current) setMoreError(failure);
    } finally {
      if (mounted.current) setLoadingMore(false);
    }
  };

  return { stories, downloading, error, hasMore, loadingMore, moreError, download, loadMore };
}
