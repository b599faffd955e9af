import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { TrashIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { ServerButton } from '../../connectivity/ServerButton';

export interface RemoveFromShortlistButtonProps {
  creatorId: string;
  /** The creator's name, for the button's name and the toasts. */
  creatorName: string;
  /** Told once the core API took the creator off the list. */
  onRemoved: (creatorId: string) => void;
  /** Told once "Deshacer" put the creator back on the list. */
  onRestored: () => void;
}

/** "Quitar" on the shortlist: takes the creator off, with a toast that can undo it. */
export function RemoveFromShortlistButton({
  creatorId,
  creatorName,
  onRemoved,
  onRestored,
}: RemoveFromShortlistButtonProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState(false);

  const restore = async () => {
    try {
      await call('addToShortlist', { creator_id: creatorId });
      onRestored();
    } catch (error) {
      toast.error({
        title: t('shortlist.restoreFailed', { name: creatorName }),
        description: describe(error),
      });
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await call('removeFromShortlist', { creator_id: creatorId });
    } catch (error) {
      setBusy(false);
      toast.error({
        title: t('shortlist.removeFailed', { name: creatorName }),
        description: describe(error),
      });
      return;
    }
    onRemoved(creatorId);
    toast.success({
      title: t('shortlist.removed', { name: creatorName }),
      action: { label: t('shortlist.undo'), onClick: () => void restore() },
    });
  };

  return (
    <ServerButton
      variant="secondary"
      size="sm"
      icon={<TrashIcon />}
      loading={busy}
      aria-label={t('shortlist.removeLabel', { name: creatorName })}
      onClick={() => void remove()}
    >
      {t('shortlist.remove')}
    </ServerButton>
  );
}
