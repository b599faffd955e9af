import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { TrashIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { useRefreshNetworks } from './use-refresh-networks';

export interface RemoveConnectionButtonProps {
  connection: NetworkConnection;
  /** The button leaves with its connection, so the caller decides where focus goes next. */
  onRemoved: () => void;
}

/** docs/PRODUCT.md §8: deleting asks first, then confirms with a toast. */
export function RemoveConnectionButton({ connection, onRemoved }: RemoveConnectionButtonProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const refresh = useRefreshNetworks();
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const removed = useRef(false);
  const network = t(`networks.${connection.network}`);

  const remove = async () => {
    setRemoving(true);
    try {
      await call('removeNetwork', { uuid: connection.uuid });
      removed.current = true;
      toast.success({ title: t('networksPanel.remove.done', { network }) });
      refresh();
    } catch (error) {
      toast.error({ title: t('networksPanel.remove.failed'), description: describe(error) });
    } finally {
      setRemoving(false);
      setOpen(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title={t('networksPanel.remove.title')}
      description={t('networksPanel.remove.description', {
        network,
        username: connection.username,
      })}
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        event.preventDefault();
        onRemoved();
      }}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="network-item__action"
          aria-label={t('networksPanel.list.remove', { network })}
          icon={<TrashIcon />}
        />
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('common.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" loading={removing} onClick={() => void remove()}>
            {t('networksPanel.remove.confirm')}
          </Button>
        </>
      }
    />
  );
}
