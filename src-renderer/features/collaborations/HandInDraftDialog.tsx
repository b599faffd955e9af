import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  DRAFT_MAX_IMAGES,
  ITEM_NOTE_MAX_LENGTH,
  type Collaboration,
  type CollaborationItem,
} from '../../../src-shared/domain/collaboration';
import {
  captionLimitOf,
  captionTooLong,
  captionTooLongText,
} from '../../../src-shared/rules/caption-limits';
import { isPlannedDateAllowed } from '../../../src-shared/rules/collaboration-dates';
import { marketToday } from '../../../src-shared/rules/market-calendar';
import { draftMediaProblem, HandInDraftSchema } from '../../../src-shared/schemas/collaboration';
import { SERVER_ERROR_TYPE, formErrorText } from '../../i18n/form-error-text';
import { LimitedTextArea } from '../../forms/LimitedTextArea';
import { useFormFailure } from '../../forms/use-form-failure';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { HashtagTextArea } from '../hashtags';
import { QueueSubmitButton } from '../queued-actions';
import { useItemMove } from './use-item-move';
import { itemLabel } from './item-text';
import { isStaleItemError } from './stale-item';
import { StagedFilesField } from './StagedFilesField';
import { useStagedFiles } from './use-staged-files';
import './ItemDialogs.css';

export interface HandInDraftDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collaboration: Collaboration;
  item: CollaborationItem;
  onChanged: (collaboration: Collaboration) => void;
  onReload: () => void;
}

/** A draft: the images or video as they will be published, the caption, a date and a note. */
export function HandInDraftDialog({ open, onOpenChange, ...rest }: HandInDraftDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('collaborations.handIn.title', { item: itemLabel(rest.item, t) })}
      description={t('collaborations.handIn.description')}
    >
      {open && <HandInForm {...rest} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

interface HandInValues {
  caption: string;
  planned_publish_date: string;
  note: string;
}

const FIELDS = ['caption', 'planned_publish_date', 'note'] as const;

const textSchema = v.pipe(
  v.object({ caption: v.string(), planned_publish_date: v.string(), note: v.string() }),
  v.transform((values): unknown => ({
    ...values,
    planned_publish_date: values.planned_publish_date || null,
  })),
  v.object({
    caption: HandInDraftSchema.entries.caption,
    planned_publish_date: HandInDraftSchema.entries.planned_publish_date,
    note: HandInDraftSchema.entries.note,
  }),
);

function HandInForm({
  collaboration,
  item,
  onChanged,
  onReload,
  onDone,
}: Omit<HandInDraftDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const reportFailure = useFormFailure();
  const staged = useStagedFiles();
  const [filesError, setFilesError] = useState<string | null>(null);
  const move = useItemMove('handInDraft', item.id, onChanged);
  const form = useForm<HandInValues, unknown, v.InferOutput<typeof textSchema>>({
    resolver: valibotResolver(textSchema),
    defaultValues: {
      caption: item.versions.at(-1)?.caption ?? '',
      planned_publish_date: item.versions.at(-1)?.planned_publish_date ?? '',
      note: '',
    },
  });
  const network = t(`networks.${item.network}`);
  const limit = captionLimitOf(item.network);

  /**
   * The checks the shared schema cannot make alone (the files, the network's caption limit, the
   * agreed window); run with the schema's, so every problem shows at once.
   */
  const ownChecks = (values: { caption: string; planned_publish_date: string | null }) => {
    const problem = draftMediaProblem(staged.files.map((file) => file.media_type));
    setFilesError(problem ? t(problem, { draftMaxImages: DRAFT_MAX_IMAGES }) : null);
    let valid = problem === null;
    if (captionTooLong(item.network, values.caption)) {
      form.setError('caption', {
        type: SERVER_ERROR_TYPE,
        message: captionTooLongText(item.network),
      });
      valid = false;
    }
    const planned = values.planned_publish_date;
    if (planned && !isPlannedDateAllowed(planned, collaboration, marketToday())) {
      form.setError('planned_publish_date', {
        type: SERVER_ERROR_TYPE,
        message: t('validation.plannedDateOutsideWindow'),
      });
      valid = false;
    }
    return valid;
  };

  const submit = form.handleSubmit(
    async (values) => {
      if (!ownChecks(values)) return;
      const args = { itemId: item.id, files: staged.files.map((file) => file.token), ...values };
      const handed = staged.handOver();
      try {
        await move.submit(args, t('collaborations.handIn.sent'));
        onDone();
      } catch (error) {
        staged.takeBack(handed);
        if (isStaleItemError(error)) {
          onDone();
          onReload();
        }
        reportFailure(error, FIELDS, form.setError, t('collaborations.handIn.failed'));
      }
    },
    () => {
      const values = form.getValues();
      ownChecks({ ...values, planned_publish_date: values.planned_publish_date || null });
    },
  );

  return (
    <form className="item-dialog__form" onSubmit={(event) => void submit(event)} noValidate>
      <StagedFilesField staged={staged} error={filesError} />
      {staged.refused.length > 0 && (
        <Alert tone="warning" title={t('collaborations.handIn.refused')}>
          <ul className="item-dialog__refused">
            {staged.refused.map((file) => (
              <li key={file.file_name}>
                {t('collaborations.handIn.refusedLine', {
                  name: file.file_name,
                  reason: file.reason,
                })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <HashtagTextArea
        control={form.control}
        name="caption"
        label={t('collaborations.handIn.caption')}
        hint={t('collaborations.handIn.captionHint', { network })}
        rows={5}
        limit={limit}
      />
      <Controller
        control={form.control}
        name="planned_publish_date"
        render={({ field, fieldState }) => (
          <DateField
            label={t('collaborations.handIn.plannedDate')}
            hint={t('collaborations.handIn.plannedDateHint')}
            error={formErrorText(fieldState.error, t)}
            min={collaboration.start_date}
            max={collaboration.end_date}
            {...field}
          />
        )}
      />
      <LimitedTextArea
        control={form.control}
        name="note"
        label={t('collaborations.handIn.note')}
        hint={t('collaborations.handIn.noteHint')}
        rows={3}
        limit={ITEM_NOTE_MAX_LENGTH}
      />
      <div className="item-dialog__actions">
        <DialogClose asChild>
          <Button variant="secondary">{t('common.cancel')}</Button>
        </DialogClose>
        <QueueSubmitButton
          type="submit"
          offline={move.offline}
          offlineLabel={t('queuedActions.sendOnReconnect')}
          loading={form.formState.isSubmitting}
          disabled={staged.picking}
        >
          {t('collaborations.handIn.submit')}
        </QueueSubmitButton>
      </div>
    </form>
  );
}
