import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  DESK_NOTE_MAX_LENGTH,
  type DeskRow,
  type DeskState,
} from '../../../src-shared/domain/agency-desk';
import { DeskGroupSchema, DeskNoteSchema } from '../../../src-shared/schemas/agency-desk';
import { call } from '../../bridge/client';
import { LimitedTextArea } from '../../forms/LimitedTextArea';
import { useTextController } from '../../forms/use-text-controller';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import './DeskAccountDialog.css';

export interface DeskAccountDialogProps {
  /** The account whose group and note are edited; null while closed. */
  row: DeskRow | null;
  /** Groups already named on this desktop, offered as the group is typed. */
  groups: readonly string[];
  onClose: () => void;
  onSaved: (desk: DeskState) => void;
}

// The field holds text (empty: no group), checked by the shared rule for a group's name.
const DeskAccountSchema = v.object({ group: DeskGroupSchema.wrapped, note: DeskNoteSchema });
type DeskAccountValues = v.InferInput<typeof DeskAccountSchema>;

/**
 * "Grupo y nota": the account's group (typed, with the groups in use offered; empty takes it out
 * of its group) and a private note. Both stay on this desktop: saving needs no server.
 */
export function DeskAccountDialog({ row, groups, onClose, onSaved }: DeskAccountDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('agency.dialog.title', { name: row?.name ?? '' })}
      description={t('agency.dialog.description')}
    >
      {row && (
        <DeskAccountForm
          key={row.accountId}
          row={row}
          groups={groups}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function DeskAccountForm({
  row,
  groups,
  onClose,
  onSaved,
}: DeskAccountDialogProps & { row: DeskRow }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const listId = useId();
  const form = useForm<DeskAccountValues, unknown, v.InferOutput<typeof DeskAccountSchema>>({
    resolver: valibotResolver(DeskAccountSchema),
    defaultValues: { group: row.group ?? '', note: row.note },
  });
  const group = useTextController({ control: form.control, name: 'group' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const desk = await call('saveDeskAccount', {
        accountId: row.accountId,
        group: values.group ? values.group : null,
        note: values.note,
      });
      onSaved(desk);
      toast.success({ title: t('agency.dialog.saved', { name: row.name }) });
      onClose();
    } catch (error) {
      toast.error({ title: t('agency.dialog.failed'), description: describe(error) });
    }
  });

  return (
    <form className="desk-dialog" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('agency.dialog.group')}
        hint={t('agency.dialog.groupHint')}
        list={listId}
        autoComplete="off"
        error={group.error}
        {...group.field}
      />
      <datalist id={listId}>
        {groups.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <LimitedTextArea
        control={form.control}
        name="note"
        label={t('agency.dialog.note')}
        rows={5}
        limit={DESK_NOTE_MAX_LENGTH}
      />
      <div className="desk-dialog__actions">
        <DialogClose asChild>
          <Button variant="ghost">{t('common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('agency.dialog.save')}
        </Button>
      </div>
    </form>
  );
}
