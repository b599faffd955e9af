import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import type { Collaboration, CollaborationItem } from '../../../src-shared/domain/collaboration';
import { parsePostUrl, postUrlProblemText } from '../../../src-shared/rules/post-url';
import { PublishInputSchema } from '../../../src-shared/schemas/collaboration';
import { formErrorText, SERVER_ERROR_TYPE } from '../../i18n/form-error-text';
import { useFormFailure } from '../../forms/use-form-failure';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { QueueSubmitButton } from '../queued-actions';
import { useItemMove } from './use-item-move';
import { itemLabel } from './item-text';
import { isStaleItemError } from './stale-item';
import './ItemDialogs.css';

export interface PublishDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collaboration: Collaboration;
  item: CollaborationItem;
  onChanged: (collaboration: Collaboration) => void;
  onReload: () => void;
}

const FIELDS = ['post_url'] as const;

/**
 * The published post's address. The shared rule tells at once a profile, another network's post
 * or a short link from a post of the item's network; the core API checks the account too.
 */
export function PublishDialog({ open, onOpenChange, ...rest }: PublishDialogProps) {
  const { t } = useTranslation();
  const network = t(`networks.${rest.item.network}`);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('collaborations.publish.title', { item: itemLabel(rest.item, t) })}
      description={t('collaborations.publish.description', { network })}
    >
      {open && <PublishForm {...rest} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function PublishForm({
  item,
  onChanged,
  onReload,
  onDone,
}: Omit<PublishDialogProps, 'open' | 'onOpenChange' | 'collaboration'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const reportFailure = useFormFailure();
  const move = useItemMove('publishItem', item.id, onChanged);
  const form = useForm<{ post_url: string }, unknown, v.InferOutput<typeof PublishInputSchema>>({
    resolver: valibotResolver(PublishInputSchema),
    defaultValues: { post_url: '' },
  });
  const network = t(`networks.${item.network}`);

  const submit = form.handleSubmit(async (post) => {
    const checked = parsePostUrl(item.network, post.post_url);
    if (!checked.ok) {
      form.setError('post_url', {
        type: SERVER_ERROR_TYPE,
        message: postUrlProblemText(checked.problem, network),
      });
      return;
    }
    try {
      await move.submit({ itemId: item.id, post }, t('collaborations.publish.sent'));
      onDone();
    } catch (error) {
      if (isStaleItemError(error)) {
        onDone();
        onReload();
      }
      reportFailure(error, FIELDS, form.setError, t('collaborations.publish.failed'));
    }
  });

  return (
    <form className="item-dialog__form" onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={form.control}
        name="post_url"
        render={({ field, fieldState }) => (
          <TextField
            label={t('collaborations.publish.url')}
            hint={t('collaborations.publish.urlHint')}
            error={formErrorText(fieldState.error, t)}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            {...field}
          />
        )}
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
        >
          {t('collaborations.publish.submit')}
        </QueueSubmitButton>
      </div>
    </form>
  );
}
