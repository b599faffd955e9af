import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Button, type ButtonProps } from '../../ui/Button';
import { BookmarkIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { useServerAction } from '../../connectivity/use-server-action';
import './ShortlistButton.css';

export interface ShortlistButtonProps extends Pick<ButtonProps, 'size' | 'className'> {
  creatorId: string;
  /** The creator's name, for the button's name and the toasts. */
  creatorName: string;
  shortlisted: boolean;
  /** Told after the core API kept the change, with the new state. */
  onChange?: (shortlisted: boolean) => void;
}

/**
 * Saves a creator to the brand's shortlist or takes them off it: a toggle button ("Guardar" /
 * "Guardado") that shows the new state at once and goes back, with a toast, if the core API
 * refuses or cannot be reached. Offline it is disabled with a short reason under it (the full one
 * in its tooltip), small enough for the compact table's rows.
 */
export function ShortlistButton({
  creatorId,
  creatorName,
  shortlisted,
  onChange,
  size = 'sm',
  className,
}: ShortlistButtonProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = optimistic ?? shortlisted;
  const offline = useServerAction(t('shortlist.offlineReason'));
  const reasonId = useId();

  const toggle = async () => {
    const next = !saved;
    setOptimistic(next);
    setBusy(true);
    try {
      if (next) await call('addToShortlist', { creator_id: creatorId });
      else await call('removeFromShortlist', { creator_id: creatorId });
      toast.success({
        title: t(next ? 'shortlist.added' : 'shortlist.removed', { name: creatorName }),
      });
      onChange?.(next);
    } catch (error) {
      setOptimistic(null);
      toast.error({ title: t('shortlist.failed'), description: describe(error) });
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button
      variant={saved ? 'primary' : 'secondary'}
      size={size}
      className={className}
      icon={<BookmarkIcon fill={saved ? 'currentColor' : 'none'} />}
      aria-pressed={saved}
      aria-label={t(saved ? 'shortlist.savedLabel' : 'shortlist.saveLabel', { name: creatorName })}
      disabled={busy || offline.blocked}
      {...(offline.blocked ? { title: offline.reason, 'aria-describedby': reasonId } : {})}
      onClick={() => void toggle()}
    >
      {t(saved ? 'shortlist.saved' : 'shortlist.save')}
    </Button>
  );
  if (!offline.blocked) return button;
  return (
    <span className="shortlist-button shortlist-button--offline">
      {button}
      <span id={reasonId} className="shortlist-button__reason">
        {t('shortlist.offlineShort')}
      </span>
    </span>
  );
}
