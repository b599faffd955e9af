import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { connectionBadge } from '../../../src-shared/rules/network-badge';
import { CheckIcon } from '../../ui/icons';

/**
 * docs/PRODUCT.md §4: verified when connected, not verified otherwise, nothing where connecting is
 * impossible.
 */
export function ConnectionBadge({ connection }: { connection: NetworkConnection }) {
  const { t } = useTranslation();
  const badge = connectionBadge(connection);
  if (badge === null) return null;
  return badge === 'verified' ? (
    <span className="network-item__badge network-item__badge--verified">
      <CheckIcon width={12} height={12} />
      {t('networksList.verified')}
    </span>
  ) : (
    <span className="network-item__badge network-item__badge--pending">
      {t('networksList.notVerified')}
    </span>
  );
}
