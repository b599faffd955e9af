import { useTranslation } from 'react-i18next';
import {
  SPECIAL_GROUP_NETWORKS,
  type NetworkConnection,
} from '../../../../../src-shared/domain/network';
import { formatInteger } from '../../../../i18n/format';
import { CheckIcon } from '../../../../ui/icons';

export function NetworkListItem({ network }: { network: NetworkConnection }) {
  const { t } = useTranslation();
  // Spec §4: blog and snapchat cannot be connected automatically, so they carry no badge.
  const hasBadge = !SPECIAL_GROUP_NETWORKS.includes(network.network);
  const networkName = t(`networks.${network.network}`);

  return (
    <li className="network-item">
      <span
        className={`network-item__mark network-item__mark--${network.network}`}
        aria-hidden="true"
      >
        {networkName.charAt(0)}
      </span>
      <div className="network-item__who">
        <p className="network-item__network">
          {networkName}
          {hasBadge && (
            <span
              className={`network-item__badge network-item__badge--${network.connected ? 'verified' : 'pending'}`}
            >
              {network.connected && <CheckIcon width={12} height={12} />}
              {network.connected
                ? t('onboarding.connections.verified')
                : t('onboarding.connections.notVerified')}
            </span>
          )}
        </p>
        <p className="network-item__username">@{network.username}</p>
      </div>
      <p className="network-item__followers">
        <span className="network-item__count">{formatInteger(network.followers)}</span>
        <span className="network-item__caption">{t('onboarding.connections.followers')}</span>
      </p>
    </li>
  );
}
