import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { PencilIcon } from '../../ui/icons';
import { NetworksSidePanel } from '../networks-panel';
import { ServerEntryButton } from '../../connectivity/ServerEntryButton';

/**
 * Opens the networks side panel straight on this connection's form; focus comes back here when it
 * closes. The form itself says when saving needs the server.
 */
export function EditConnectionButton({ connection }: { connection: NetworkConnection }) {
  const { t } = useTranslation();
  return (
    <NetworksSidePanel
      initialMode={{ kind: 'edit', connection }}
      trigger={
        <ServerEntryButton
          compact
          variant="ghost"
          size="sm"
          icon={<PencilIcon />}
          aria-label={t('myWork.networks.actions.editLabel', {
            network: t(`networks.${connection.network}`),
          })}
        >
          {t('myWork.networks.actions.edit')}
        </ServerEntryButton>
      }
    />
  );
}
