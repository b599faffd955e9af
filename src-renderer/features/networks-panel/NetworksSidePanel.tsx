import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../ui/SidePanel';
import { NetworksPanelBody } from './NetworksPanelBody';
import type { PanelMode } from './panel-mode';
import './NetworksSidePanel.css';

/**
 * The social-network side panel (docs/PRODUCT.md §2, §4), opened from the wizard's connections step
 * and from the social settings page. Radix moves focus in, traps it, closes on Escape and gives
 * focus back to the trigger.
 */
export function NetworksSidePanel({
  trigger,
  initialMode,
}: {
  trigger: ReactNode;
  /** Where each opening starts (the list unless said): the picker to add, a form to edit. */
  initialMode?: PanelMode;
}) {
  const { t } = useTranslation();
  return (
    <SidePanel
      trigger={trigger}
      title={t('networksPanel.title')}
      description={t('networksPanel.description')}
    >
      <NetworksPanelBody initialMode={initialMode} />
    </SidePanel>
  );
}
