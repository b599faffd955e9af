import { useTranslation } from 'react-i18next';
import { BridgeError, isBridgeErrorPayload } from '../../../src-shared/bridge/bridge-error';
import type { FacebookLoginNetwork } from '../../../src-shared/domain/network';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { outcomeOfError, type FacebookLoginOutcome } from './facebook-login-state';
import { isLinkedElsewhere, useAddToasts } from './use-add-toasts';
import { useRefreshNetworks } from './use-refresh-networks';

const codeOf = (error: unknown): string | null =>
  error instanceof BridgeError || isBridgeErrorPayload(error) ? error.code : null;

/**
 * Runs Facebook's login for facebook or instagram and gives the docs/PRODUCT.md §8 answers: success
 * or "already connected" toasts, the linked-elsewhere toast, `tryAgain` for any other refusal. A
 * login surface that did not load is logged (docs/PRODUCT.md §4); the widget shows it as `Error`.
 */
export function useFacebookLogin(): (
  network: FacebookLoginNetwork,
) => Promise<FacebookLoginOutcome> {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const refresh = useRefreshNetworks();
  const toasts = useAddToasts();

  return async (network) => {
    try {
      toasts.added(network, await call('connectNetwork', { network }));
    } catch (error) {
      const outcome = outcomeOfError(codeOf(error));
      if (outcome.kind === 'surfaceFailed') {
        console.error('[facebook-login] the login surface did not load', error);
      } else if (outcome.kind === 'failed') {
        if (isLinkedElsewhere(error)) toasts.linkedElsewhere();
        else toast.error({ title: t('tryAgain'), description: describe(error) });
      }
      return outcome;
    }
    refresh();
    return { kind: 'connected' };
  };
}
