import { useTranslation } from 'react-i18next';
import type { NetworkConnectionInput } from '../../../src-shared/schemas/network';
import { call } from '../../bridge/client';
import { toast } from '../../ui/toast';
import { isLinkedElsewhere, useAddToasts } from './use-add-toasts';
import { useRefreshNetworks } from './use-refresh-networks';

/** Adding, or updating the connection with this uuid. */
export type SaveTarget = { kind: 'add' } | { kind: 'edit'; uuid: string };

/**
 * `saved` also covers "already connected": either way the form is done. `told` means a toast
 * already explained the failure; `failed` leaves it to the form.
 */
export type SaveOutcome =
  { status: 'saved' } | { status: 'told' } | { status: 'failed'; error: unknown };

/**
 * Sends the connection and raises the docs/PRODUCT.md §8 toasts for the answer. Failures other than
 * "linked to another account" go back to the form, which knows which fields it shows.
 */
export function useSaveConnection(): (
  target: SaveTarget,
  input: NetworkConnectionInput,
) => Promise<SaveOutcome> {
  const { t } = useTranslation();
  const refresh = useRefreshNetworks();
  const toasts = useAddToasts();

  return async (target, input) => {
    try {
      if (target.kind === 'edit') {
        await call('updateNetwork', { uuid: target.uuid, connection: input });
        const network = t(`networks.${input.network}`);
        toast.success({ title: t('networksPanel.toast.updated', { network }) });
      } else {
        toasts.added(input.network, await call('addNetwork', input));
      }
    } catch (error) {
      if (!isLinkedElsewhere(error)) return { status: 'failed', error };
      toasts.linkedElsewhere();
      return { status: 'told' };
    }
    refresh();
    return { status: 'saved' };
  };
}
