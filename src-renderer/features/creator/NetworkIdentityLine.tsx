import { useTranslation } from 'react-i18next';
import type { PublicNetwork } from '../../../src-shared/domain/public-profile';
import { displayAddress } from '../my-work';
import { networkIdentity } from '../public-profile';

/** `@user`, a YouTube channel's name, or a blog's, podcast's or LinkedIn page's name and address. */
export function NetworkIdentityLine({ network }: { network: PublicNetwork }) {
  const { t } = useTranslation();
  const identity = networkIdentity(network);
  if (identity.kind === 'handle') {
    return <p className="creator-network__handle">{identity.text}</p>;
  }
  return (
    <p className="creator-network__handle">
      <span>{identity.name}</span>
      {identity.url && (
        // Web addresses open in the system browser (the app's windows never navigate away).
        <a
          className="creator-network__url"
          href={identity.url}
          target="_blank"
          rel="noreferrer"
          title={identity.url}
        >
          {displayAddress(identity.url)}
          <span className="visually-hidden"> {t('myWork.networks.opensInBrowser')}</span>
        </a>
      )}
    </p>
  );
}
