import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkIcon } from '../../ui/icons';
import { SidePanel } from '../../ui/SidePanel';
import './NetworksSidePanel.css';

/**
 * Entry point of the social-network side panel (spec §2), opened from the connections step.
 * Linking networks from here comes in the next version; until then the panel says so.
 */
export function NetworksSidePanel({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SidePanel
      trigger={trigger}
      title={t('networksPanel.title')}
      description={t('networksPanel.description')}
    >
      <div className="networks-panel__note">
        <span className="networks-panel__icon" aria-hidden="true">
          <LinkIcon />
        </span>
        <p className="networks-panel__badge">{t('common.comingSoon')}</p>
        <p>{t('networksPanel.nextVersion')}</p>
      </div>
    </SidePanel>
  );
}
