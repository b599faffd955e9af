import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { NetworksState } from './use-networks';

/**
 * docs/PRODUCT.md §5: on opening the panel, warn once if any connection still shows 0 followers.
 */
export function useZeroFollowersWarning(state: NetworksState): void {
  const { t } = useTranslation();
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current || state.status !== 'ready') return;
    // Only the first list read after opening counts; later refreshes are the creator's own edits.
    checked.current = true;
    const empty = state.networks.filter((connection) => connection.followers === 0);
    if (empty.length === 0) return;
    toast.warning({
      title: t('networksPanel.zeroFollowers.title'),
      description: t('networksPanel.zeroFollowers.text', {
        networks: empty.map((connection) => t(`networks.${connection.network}`)).join(', '),
      }),
    });
  }, [state, t]);
}
