import { useTranslation } from 'react-i18next';
import type { CreatorDetailNetwork } from '../../../src-shared/domain/finder';
import { connectionBadge } from '../../../src-shared/rules/network-badge';
import { CheckIcon } from '../../ui/icons';
import { NetworkMark } from '../networks-panel';

/**
 * One mark per network connected through the network's own sign-in: its figures come from the
 * network, not from the creator's typing. Nothing when none is.
 */
export function VerifiedNetworks({ networks }: { networks: readonly CreatorDetailNetwork[] }) {
  const { t } = useTranslation();
  const verified = networks.filter((network) => connectionBadge(network) === 'verified');
  if (verified.length === 0) return null;
  return (
    <ul className="verified-networks" aria-label={t('creator.header.verifiedLabel')}>
      {verified.map((network) => (
        <li key={`${network.network}:${network.username}`} className="verified-network">
          <NetworkMark network={network.network} />
          {/* The logo is decorative; the network's name is said, and shown on hover. */}
          <span className="visually-hidden">{t(`networks.${network.network}`)}: </span>
          <CheckIcon width={12} height={12} aria-hidden="true" />
          <span title={t(`networks.${network.network}`)}>{t('creator.header.verified')}</span>
        </li>
      ))}
    </ul>
  );
}
