import { useTranslation } from 'react-i18next';
import type { SocialNetwork } from '../../../src-shared/domain/network';
import './NetworkMark.css';

/** The network's initial on its brand colour; decorative, the name next to it carries the meaning. */
export function NetworkMark({ network }: { network: SocialNetwork }) {
  const { t } = useTranslation();
  return (
    <span className={`network-mark network-mark--${network}`} aria-hidden="true">
      {t(`networks.${network}`).charAt(0)}
    </span>
  );
}
