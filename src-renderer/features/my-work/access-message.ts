import type { TFunction } from 'i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { formatDate } from '../../i18n/format';

/**
 * What the banner says about one connection's grant, naming the network; null while it holds.
 * The core API's reason (already Spanish) wins for expired and revoked grants.
 */
export function accessMessage(connection: NetworkConnection, t: TFunction): string | null {
  const access = connection.access;
  if (!access || access.state === 'ok') return null;
  const network = t(`networks.${connection.network}`);
  if (access.state === 'expiring') {
    return access.expires_at
      ? t('myWork.networks.access.expiring', { network, date: formatDate(access.expires_at) })
      : t('myWork.networks.access.expiringSoon', { network });
  }
  const fallback = t(`myWork.networks.access.${access.state}`, { network });
  return access.reason?.trim() ? `${fallback} ${access.reason.trim()}` : fallback;
}

/** The same on the connection's own row, where the network is already named. */
export function rowAccessMessage(connection: NetworkConnection, t: TFunction): string | null {
  const access = connection.access;
  if (!access || access.state === 'ok') return null;
  if (access.state === 'expiring') {
    return access.expires_at
      ? t('myWork.networks.access.rowExpiring', { date: formatDate(access.expires_at) })
      : t('myWork.networks.access.rowExpiringSoon');
  }
  return (
    access.reason?.trim() ||
    t(`myWork.networks.access.${access.state}`, {
      network: t(`networks.${connection.network}`),
    })
  );
}
