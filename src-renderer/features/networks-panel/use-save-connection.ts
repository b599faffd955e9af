import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../../src-shared/bridge/bridge-error';
import type { NetworkConnectionInput } from '../../../src-shared/schemas/network';
import { call } from '../../bridge/client';
import { toast } from '../../ui/toast';
import { useRefreshNetworks } from './use-refresh-networks';

/** Adding, or updating the connection with this uuid. */
export type SaveTarget = { kind: 'add' } | { kind: 'edit'; uuid: string };

/**
 * `saved` also covers "already connected": either way the form is done. `told` means a toast
 * already explained the failure; `failed` leaves it to the form.
 */
export type SaveOutcome =
  { status: 'saved' } | { status: 'told' } | { status: 'failed'; error: unknown };

const linkedElsewhere = (error: unknown): boolean =>
  (error instanceof BridgeError || isBridgeErrorPayload(error)) &&
  error.code === ErrorCode.networkLinkedElsewhere;

/**
 * Sends the connection and raises the spec §8 toasts for the answer. Failures other than
 * "linked to another account" go back to the form, which knows which fields it shows.
 */
export function useSaveConnection(): (
  target: SaveTarget,
  input: NetworkConnectionInput,
) => Promise<SaveOutcome> {
  const { t } = useTranslation();
  const refresh = useRefreshNetworks();

  return async (target, input) => {
    const network = t(`networks.${input.network}`);
    try {
      if (target.kind === 'edit') {
        await call('updateNetwork', { uuid: target.uuid, connection: input });
        toast.success({ title: t('networksPanel.toast.updated', { network }) });
      } else {
        const answer = await call('addNetwork', input);
        if (answer.new) toast.success({ title: t('networksPanel.toast.added', { network }) });
        else toast.warning({ title: t('already connected') });
      }
    } catch (error) {
      if (!linkedElsewhere(error)) return { status: 'failed', error };
      toast.error({ title: t('socialErrorTitle'), description: t('socialError') });
      return { status: 'told' };
    }
    refresh();
    return { status: 'saved' };
  };
}
