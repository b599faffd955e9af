import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { Collaboration, CollaborationItem } from '../../../src-shared/domain/collaboration';
import { isInWindow } from '../../../src-shared/rules/collaboration-dates';
import { DueDateInputSchema } from '../../../src-shared/schemas/collaboration';
import { call } from '../../bridge/client';
import { ServerButton } from '../../connectivity/ServerButton';
import { formErrorText } from '../../i18n/form-error-text';
import { formatDate } from '../../i18n/format';
import { useFormFailure } from '../../forms/use-form-failure';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { itemLabel } from './item-text';
import './ItemDialogs.css';

export interface DueDateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collaboration: Collaboration;
  item: CollaborationItem;
  onChanged: (collaboration: Collaboration) => void;
  onReload: () => void;
}

/** The brand moves an item's due date, inside the agreed window (the same rule as the core API). */
export function DueDateDialog({ open, onOpenChange, ...rest }: DueDateDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('collaborations.dueDate.title', { item: itemLabel(rest.item, t) })}
      description={t('collaborations.dueDate.description', {
        start: formatDate(rest.collaboration.start_date),
        end: formatDate(rest.collaboration.end_date),
      })}
    >
      {open && <DueDateForm {...rest} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function DueDateForm({
  collaboration,
  item,
  onChanged,
  onDone,
}: Omit<DueDateDialogProps, 'open' | 'onOpenChange' | 'onReload'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const reportFailure = useFormFailure();
  const schema = v.pipe(
    DueDateInputSchema,
    v.forward(
      v.check(
        (input) => isInWindow(input.due_date, collaboration),
        'validation.dueDateOutsideWindow',
      ),
      ['due_date'],
    ),
  );
  const form = useForm<{ due_date: string }, unknown, { due_date: string }>({
    resolver: valibotResolver(schema),
    defaultValues: { due_date: item.due_date },
  });
  const submit = form.handleSubmit(async (due) => {
    try {
      const next = await call('setItemDueDate', { itemId: item.id, due });
      toast.success({ title: t('collaborations.dueDate.saved') });
      onChanged(next);
      onDone();
    } catch (error) {
      reportFailure(error, ['due_date'], form.setError, t('collaborations.dueDate.failed'));
    }
  });
  return (
    <form className="item-dialog__form" onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={form.control}
        name="due_date"
        render={({ field, fieldState }) => (
          <DateField
            label={t('collaborations.dueDate.label')}
            error={formErrorText(fieldState.error, t)}
            min={collaboration.start_date}
            max={collaboration.end_date}
            {...field}
          />
        )}
      />
      <div className="item-dialog__actions">
        <DialogClose asChild>
          <Button variant="secondary">{t('common.cancel')}</Button>
        </DialogClose>
        <ServerButton type="submit" loading={form.formState.isSubmitting}>
          {t('collaborations.dueDate.submit')}
        </ServerButton>
      </div>
    </form>
  );
}
