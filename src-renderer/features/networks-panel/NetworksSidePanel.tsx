import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../ui/SidePanel';
import { NetworksPanelBody } from './NetworksPanelBody';
import './NetworksSidePanel.css';

/**
 * The social-network side panel (spec §2, §4), opened from the wizard's connections step and
 * from the social settings page. Radix moves focus in, traps it, closes on Escape and gives
 * focus back to the trigger.
 */
export function NetworksSidePanel({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SidePanel
      trigger={trigger}
      title={t('networksPanel.title')}
      description={t('networksPanel.description')}
    >
      <NetworksPanelBody />
    </SidePanel>
  );
}
