import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  ITEM_NOTE_MAX_LENGTH,
  type Collaboration,
  type CollaborationItem,
} from '../../../src-shared/domain/collaboration';
import { CancelInputSchema } from '../../../src-shared/schemas/collaboration';
import { call } from '../../bridge/client';
import { ServerButton } from '../../connectivity/ServerButton';
import { LimitedTextArea } from '../../forms/LimitedTextArea';
import { useFormFailure } from '../../forms/use-form-failure';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { itemLabel } from './item-text';
import { isStaleItemError } from './stale-item';
import './ItemDialogs.css';

export interface CancelRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collaboration: Collaboration;
  item: CollaborationItem;
  counterpart: string;
  onChanged: (collaboration: Collaboration) => void;
  onReload: () => void;
}

const schema = v.pipe(
  v.object({ reason: v.string() }),
  v.transform((values): unknown => ({ action: 'request', reason: values.reason })),
  CancelInputSchema,
);

/** Asks the other side to cancel the item, with the reason; nothing is cancelled until they agree. */
export function CancelRequestDialog({ open, onOpenChange, ...rest }: CancelRequestDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('collaborations.cancel.requestTitle', { item: itemLabel(rest.item, t) })}
      description={t('collaborations.cancel.requestDescription', { name: rest.counterpart })}
    >
      {open && <CancelForm {...rest} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function CancelForm({
  item,
  onChanged,
  onReload,
  onDone,
}: Pick<CancelRequestDialogProps, 'item' | 'onChanged' | 'onReload'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const reportFailure = useFormFailure();
  const form = useForm<{ reason: string }, unknown, v.InferOutput<typeof CancelInputSchema>>({
    resolver: valibotResolver(schema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async (cancel) => {
    try {
      const next = await call('answerItemCancellation', { itemId: item.id, cancel });
      toast.success({ title: t('collaborations.cancel.requested') });
      onChanged(next);
      onDone();
    } catch (error) {
      if (isStaleItemError(error)) {
        onDone();
        onReload();
      }
      reportFailure(error, ['reason'], form.setError, t('collaborations.cancel.failed'));
    }
  });
  return (
    <form className="item-dialog__form" onSubmit={(event) => void submit(event)} noValidate>
      <LimitedTextArea
        control={form.control}
        name="reason"
        label={t('collaborations.cancel.reason')}
        rows={4}
        limit={ITEM_NOTE_MAX_LENGTH}
      />
      <div className="item-dialog__actions">
        <DialogClose asChild>
          <Button variant="secondary">{t('common.cancel')}</Button>
        </DialogClose>
        <ServerButton type="submit" variant="danger" loading={form.formState.isSubmitting}>
          {t('collaborations.cancel.send')}
        </ServerButton>
      </div>
    </form>
  );
}
