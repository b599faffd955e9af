import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { LinkIcon } from '../../ui/icons';
import { NetworksSidePanel } from '../networks-panel';

/** The panel opens straight on Instagram's connection form (sign in with Facebook, or by hand). */
const INSTAGRAM_FORM = { kind: 'add', network: 'instagram' } as const;

/**
 * Opens the social-network side panel on Instagram, connected through Facebook; once it is,
 * every networks list reads again and the stories page offers the download.
 */
export function ConnectInstagramButton() {
  const { t } = useTranslation();
  return (
    <NetworksSidePanel
      initialMode={INSTAGRAM_FORM}
      trigger={<Button icon={<LinkIcon />}>{t('stories.connect.action')}</Button>}
    />
  );
}
