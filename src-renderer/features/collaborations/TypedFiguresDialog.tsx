import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { Collaboration, CollaborationItem } from '../../../src-shared/domain/collaboration';
import { ManualFiguresSchema } from '../../../src-shared/schemas/collaboration';
import { call } from '../../bridge/client';
import { ServerButton } from '../../connectivity/ServerButton';
import { formErrorText } from '../../i18n/form-error-text';
import { parseCountInput } from '../../forms/money-input';
import { useFormFailure } from '../../forms/use-form-failure';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { itemLabel } from './item-text';
import './ItemDialogs.css';

export interface TypedFiguresDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collaboration: Collaboration;
  item: CollaborationItem;
  onChanged: (collaboration: Collaboration) => void;
  onReload: () => void;
}

const FIGURES = ['views', 'likes', 'comments', 'shares', 'reach'] as const;
type FigureValues = Record<(typeof FIGURES)[number], string>;

/** "12,400" or "12400" as typed; empty is no figure (null), anything else the schema refuses. */
function figureOf(text: string): number | null {
  const plain = text.replace(/[\s,]/g, '');
  return plain === '' ? null : parseCountInput(plain);
}

const schema = v.pipe(
  v.object(
    Object.fromEntries(FIGURES.map((name) => [name, v.string()])) as Record<
      (typeof FIGURES)[number],
      v.StringSchema<undefined>
    >,
  ),
  // The shared rule says "at least one figure" of the whole body; the form says it under the first.
  v.forward(
    v.check(
      (values) => FIGURES.some((name) => values[name].trim() !== ''),
      'validation.figuresRequired',
    ),
    ['views'],
  ),
  v.transform((values): unknown =>
    Object.fromEntries(FIGURES.map((name) => [name, figureOf(values[name])])),
  ),
  ManualFiguresSchema,
);

/** Figures typed from the network's own screen, where the core API cannot read them. */
export function TypedFiguresDialog({ open, onOpenChange, ...rest }: TypedFiguresDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('collaborations.typedFigures.title', { item: itemLabel(rest.item, t) })}
      description={t('collaborations.typedFigures.description', {
        network: t(`networks.${rest.item.network}`),
      })}
    >
      {open && <FiguresForm {...rest} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function FiguresForm({
  item,
  onChanged,
  onDone,
}: Pick<TypedFiguresDialogProps, 'item' | 'onChanged'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const reportFailure = useFormFailure();
  const form = useForm<FigureValues, unknown, v.InferOutput<typeof ManualFiguresSchema>>({
    resolver: valibotResolver(schema),
    defaultValues: Object.fromEntries(FIGURES.map((name) => [name, ''])) as FigureValues,
  });
  const submit = form.handleSubmit(async (figures) => {
    try {
      const next = await call('recordItemFigures', { itemId: item.id, figures });
      toast.success({ title: t('collaborations.typedFigures.sent') });
      onChanged(next);
      onDone();
    } catch (error) {
      reportFailure(error, FIGURES, form.setError, t('collaborations.typedFigures.failed'));
    }
  });
  return (
    <form className="item-dialog__form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="item-dialog__grid">
        {FIGURES.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField
                label={t(`collaborations.figures.${name}`)}
                error={formErrorText(fieldState.error, t)}
                inputMode="numeric"
                {...field}
              />
            )}
          />
        ))}
      </div>
      <div className="item-dialog__actions">
        <DialogClose asChild>
          <Button variant="secondary">{t('common.cancel')}</Button>
        </DialogClose>
        <ServerButton type="submit" loading={form.formState.isSubmitting}>
          {t('collaborations.typedFigures.submit')}
        </ServerButton>
      </div>
    </form>
  );
}
