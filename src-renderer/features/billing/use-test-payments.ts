import { call } from '../../bridge/client';
import { useRemoteData } from '../../data/use-remote-data';

const loadSettings = () => call('getSettings');

/**
 * Whether purchases run in the embedded default's test mode (product decision: payments there are
 * a labelled test mode). Unknown while reading or when settings cannot be read: no note then.
 */
export function useTestPayments(): boolean {
  const { state } = useRemoteData('settings', loadSettings);
  return state.status === 'ready' && state.data.apiMode === 'embedded';
}
