import type { TFunction } from 'i18next';
import type { SocialNetwork } from '../../../src-shared/domain/network';
import type { SocialProvidersState } from './use-social-providers';

/**
 * Whether the server can connect `network` through its provider, and the note that says why not
 * (off on this server, or the check failed); null while that is still being asked.
 */
export function providerAvailability(
  network: SocialNetwork,
  providers: SocialProvidersState,
  t: TFunction,
): { configured: boolean; note: string | null } {
  const name = t(`networks.${network}`);
  const configured = providers.status === 'ready' && providers.networks.includes(network);
  const note =
    providers.status === 'failed'
      ? t('networksPanel.connect.checkFailed', { network: name })
      : providers.status === 'ready' && !configured
        ? t('networksPanel.connect.notConfigured', { network: name })
        : null;
  return { configured, note };
}
