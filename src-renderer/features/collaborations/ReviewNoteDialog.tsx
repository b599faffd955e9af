import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  ITEM_NOTE_MAX_LENGTH,
  type CollaborationItem,
  type ReviewDecision,
} from '../../../src-shared/domain/collaboration';
import { ReviewInputSchema } from '../../../src-shared/schemas/collaboration';
import { LimitedTextArea } from '../../forms/LimitedTextArea';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { itemLabel } from './item-text';
import './ItemDialogs.css';

export interface ReviewNoteDialogProps {
  /** Which decision the note goes with; null while closed. */
  decision: Exclude<ReviewDecision, 'approve'> | null;
  item: CollaborationItem;
  version: number;
  roundsLeft: number;
  offline: boolean;
  onClose: () => void;
  /** Sends the decision; answers whether it went through (the dialog then closes). */
  onSubmit: (decision: ReviewDecision, note: string) => Promise<boolean>;
}

interface NoteValues {
  note: string;
}

/** Changes asked or a rejection: the note says why, checked by the rule the core API applies. */
export function ReviewNoteDialog({ decision, onClose, ...rest }: ReviewNoteDialogProps) {
  const { t } = useTranslation();
  const label = itemLabel(rest.item, t);
  return (
    <Dialog
      open={decision !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        decision === 'reject'
          ? t('collaborations.review.rejectTitle', { item: label })
          : t('collaborations.review.requestTitle', { version: rest.version })
      }
      description={
        decision === 'reject'
          ? t('collaborations.review.rejectDescription')
          : t('collaborations.review.requestDescription')
      }
    >
      {decision && <NoteForm decision={decision} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

function NoteForm({
  decision,
  version,
  roundsLeft,
  offline,
  onClose,
  onSubmit,
}: Omit<ReviewNoteDialogProps, 'decision' | 'item'> & {
  decision: Exclude<ReviewDecision, 'approve'>;
}) {
  const { t } = useTranslation();
  const schema = v.pipe(
    v.object({ note: v.string() }),
    v.transform((values): unknown => ({ decision, version, note: values.note })),
    ReviewInputSchema,
  );
  const form = useForm<NoteValues, unknown, v.InferOutput<typeof ReviewInputSchema>>({
    resolver: valibotResolver(schema),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit(async (review) => {
    if (await onSubmit(review.decision, review.note)) onClose();
  });
  const reject = decision === 'reject';
  return (
    <form className="item-dialog__form" onSubmit={(event) => void submit(event)} noValidate>
      {!reject && (
        <p className="item-dialog__hint">
          {t('collaborations.review.roundsLeft', { count: roundsLeft })}
        </p>
      )}
      <LimitedTextArea
        control={form.control}
        name="note"
        label={reject ? t('collaborations.review.reason') : t('collaborations.review.note')}
        rows={5}
        limit={ITEM_NOTE_MAX_LENGTH}
      />
      <div className="item-dialog__actions">
        <DialogClose asChild>
          <Button variant="secondary">{t('common.cancel')}</Button>
        </DialogClose>
        <Button
          type="submit"
          variant={reject ? 'danger' : 'primary'}
          loading={form.formState.isSubmitting}
        >
          {reject
            ? t('collaborations.review.confirmReject')
            : t('collaborations.review.sendChanges')}
          {offline && ` · ${t('collaborations.queued.note')}`}
        </Button>
      </div>
    </form>
  );
}
