import { useTranslation } from 'react-i18next';
import {
  SOCIAL_NETWORKS,
  SPECIAL_GROUP_NETWORKS,
  type SocialNetwork,
} from '../../../src-shared/domain/network';
import { Button } from '../../ui/Button';
import { ArrowLeftIcon } from '../../ui/icons';
import { NetworkMark } from './NetworkMark';
import { PanelHeading } from './PanelHeading';
import './NetworkPicker.css';

const MAIN_NETWORKS = SOCIAL_NETWORKS.filter(
  (network) => !SPECIAL_GROUP_NETWORKS.includes(network),
);

export interface NetworkPickerProps {
  takeFocus: boolean;
  onPick: (network: SocialNetwork) => void;
  onBack: () => void;
}

/** The picker mode: every network, blog and snapchat apart because they connect differently. */
export function NetworkPicker({ takeFocus, onPick, onBack }: NetworkPickerProps) {
  const { t } = useTranslation();
  const group = (id: string, title: string, networks: readonly SocialNetwork[]) => (
    <section className="network-picker__group" aria-labelledby={id}>
      <h4 id={id} className="network-picker__group-title">
        {title}
      </h4>
      <ul className="network-picker__grid">
        {networks.map((network) => (
          <li key={network}>
            <button
              type="button"
              className="network-picker__option"
              onClick={() => onPick(network)}
            >
              <NetworkMark network={network} />
              {t(`networks.${network}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <div className="networks-panel__mode">
      <Button variant="ghost" size="sm" icon={<ArrowLeftIcon />} onClick={onBack}>
        {t('networksPanel.back')}
      </Button>
      <PanelHeading takeFocus={takeFocus}>{t('networksPanel.picker.title')}</PanelHeading>
      {group('network-picker-main', t('networksPanel.picker.main'), MAIN_NETWORKS)}
      {group('network-picker-other', t('networksPanel.picker.other'), SPECIAL_GROUP_NETWORKS)}
    </div>
  );
}
