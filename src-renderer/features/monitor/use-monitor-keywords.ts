import type { MonitorKeyword } from '../../../src-shared/domain/monitor';
import { call } from '../../bridge/client';
import { useRemoteData, type RemoteState } from '../../data/use-remote-data';

export interface MonitorKeywords {
  state: RemoteState<MonitorKeyword[]>;
  reload: () => void;
  /** Tracks `keyword`; `known` when the server answered one already tracked (other case, accents). */
  add: (keyword: string) => Promise<{ keyword: MonitorKeyword; known: boolean }>;
  remove: (keyword: MonitorKeyword) => Promise<void>;
}

const loadKeywords = async () => (await call('listMonitorKeywords')).results;

/**
 * The keywords a brand tracks. Each change reads the list again rather than patching it, so two
 * quick changes can never leave a stale list on screen.
 */
export function useMonitorKeywords(): MonitorKeywords {
  const { state, reload } = useRemoteData('monitor-keywords', loadKeywords);
  const tracked = state.status === 'ready' ? state.data : [];
  return {
    state,
    reload,
    add: async (keyword) => {
      const answer = await call('addMonitorKeyword', { keyword });
      const known = tracked.some((item) => item.id === answer.id);
      reload();
      return { keyword: answer, known };
    },
    remove: async (keyword) => {
      await call('removeMonitorKeyword', { id: keyword.id });
      reload();
    },
  };
}
