import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { ConfirmRemovalDialog } from '../../ui/ConfirmRemovalDialog';
import { TrashIcon } from '../../ui/icons';
import { ServerButton } from '../../connectivity/ServerButton';
import { useRemoveConnection } from './use-remove-connection';

export interface RemoveConnectionProps {
  connection: NetworkConnection;
  /** The row leaves with its connection, so the dashboard says where focus goes. */
  onRemoved: () => void;
}

/** "Eliminar", with the docs/PRODUCT.md §8 confirmation first. */
export function RemoveConnection({ connection, onRemoved }: RemoveConnectionProps) {
  const { t } = useTranslation();
  const remove = useRemoveConnection();
  const [open, setOpen] = useState(false);
  const network = t(`networks.${connection.network}`);
  return (
    <>
      <ServerButton
        variant="ghost"
        size="sm"
        className="connection-card__remove"
        icon={<TrashIcon />}
        aria-label={t('myWork.networks.actions.removeLabel', { network })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('myWork.networks.actions.remove')}
      </ServerButton>
      <ConfirmRemovalDialog
        open={open}
        title={t('networksPanel.remove.title')}
        description={t('networksPanel.remove.description', {
          network,
          username: connection.username,
        })}
        confirmLabel={t('networksPanel.remove.confirm')}
        onConfirm={() => remove(connection)}
        onClose={() => setOpen(false)}
        onFocusAfterRemoval={onRemoved}
      />
    </>
  );
}
