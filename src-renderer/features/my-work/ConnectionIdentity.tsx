import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { connectionHandle, displayAddress } from './connection-handle';

/** Who the connection is: `@user` (and the display name), or a channel's or page's name and link. */
export function ConnectionIdentity({ connection }: { connection: NetworkConnection }) {
  const { t } = useTranslation();
  const handle = connectionHandle(connection);
  if (handle.kind === 'username') {
    return (
      <p className="connection-card__handle">
        <span className="connection-card__username">@{handle.username}</span>
        {handle.name && <span className="connection-card__display-name">{handle.name}</span>}
      </p>
    );
  }
  return (
    <p className="connection-card__handle">
      <span className="connection-card__username">{handle.name}</span>
      {handle.handle && <span className="connection-card__display-name">{handle.handle}</span>}
      {handle.url && (
        <a
          className="connection-card__link"
          href={handle.url}
          target="_blank"
          rel="noreferrer"
          title={handle.url}
        >
          {displayAddress(handle.url)}
          <span className="visually-hidden"> {t('myWork.networks.opensInBrowser')}</span>
        </a>
      )}
    </p>
  );
}
