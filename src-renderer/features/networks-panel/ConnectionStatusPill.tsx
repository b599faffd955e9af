import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { connectionBadge } from '../../../src-shared/rules/network-badge';
import { CheckIcon } from '../../ui/icons';
import { StatusPill } from '../../ui/StatusPill';

/**
 * The connection's badge (docs/PRODUCT.md §4) as a pill, for pages that show someone else's
 * networks.
 */
export function ConnectionStatusPill({
  network,
}: {
  network: Pick<NetworkConnection, 'network' | 'connected'>;
}) {
  const { t } = useTranslation();
  const badge = connectionBadge(network);
  if (badge === 'verified') {
    return (
      <StatusPill tone="success">
        <CheckIcon width={12} height={12} aria-hidden="true" />
        {t('networksList.verified')}
      </StatusPill>
    );
  }
  return badge === 'not_verified' ? (
    <StatusPill tone="neutral">{t('networksList.notVerified')}</StatusPill>
  ) : null;
}
