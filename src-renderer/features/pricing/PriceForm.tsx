import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_TYPES_BY_NETWORK } from '../../../src-shared/domain/content-types';
import type { PriceItem } from '../../../src-shared/domain/finder';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../src-shared/domain/network';
import { call } from '../../bridge/client';
import { formatMoneyUsd } from '../../i18n/format';
import { formErrorText } from '../../i18n/form-error-text';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DialogFormFooter } from '../../forms/DialogFormFooter';
import { showServerFieldErrors } from '../../forms/server-field-errors';
import { DraftNote } from '../../drafts/DraftNote';
import { usePersistedDraft } from '../../drafts/use-persisted-draft';
import { QueueSubmitButton, useQueuedAction } from '../queued-actions';
import { lineName } from './line-name';
import {
  contentTypeAfter,
  PRICE_FORM_FIELDS,
  priceFormFrom,
  priceFormSchema,
  type PriceBody,
  type PriceFormValues,
} from './price-form';
import { priceFor } from './price-list';
import './PriceForm.css';

const resolver = valibotResolver(priceFormSchema);

export interface PriceFormProps {
  /** The line being edited (only its price changes); null to add one. */
  editing: PriceItem | null;
  /** The card as it is, to say when a new line would replace one already set. */
  prices: readonly PriceItem[];
  onSaved: (price: PriceItem) => void;
  /** Offline: the price waits in the queue of pending actions. */
  onQueued: () => void;
}

/** Network, then one of its content types, then the price in USD typed the Mexican way. */
export function PriceForm({ editing, prices, onSaved, onQueued }: PriceFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const form = useForm<PriceFormValues, unknown, PriceBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: priceFormFrom(editing),
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const draftKey = editing ? `price:${editing.id}` : 'price:new';
  const draft = usePersistedDraft(draftKey, form);
  // Offline the price waits in main's queue (one per line: a newer one replaces it); the card
  // lists what waits.
  const queued = useQueuedAction('savePrice', {
    match: () => true,
    replaces: (waiting, next) =>
      waiting.network === next.network && waiting.content_type === next.content_type,
    draftKey,
  });
  const [network, contentType] = useWatch({ control, name: ['network', 'content_type'] });
  const existing = editing ? undefined : priceFor(prices, network, contentType);

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      // Offline, or the server gone before anyone noticed: the price waits in the queue.
      const outcome = await queued.sendOrQueue(body, () => call('savePrice', body));
      if (outcome.queued) {
        onQueued();
        return;
      }
      draft.clear();
      onSaved(outcome.sent);
    } catch (error) {
      setFailure({ error });
      showServerFieldErrors(error, PRICE_FORM_FIELDS, setError);
    }
  });

  const errorOf = (field: (typeof PRICE_FORM_FIELDS)[number]) => formErrorText(errors[field], t);
  const networkOptions = SOCIAL_NETWORKS.map((value) => ({
    value,
    label: t(`networks.${value}`),
  }));
  const contentTypeOptions = (network === '' ? [] : CONTENT_TYPES_BY_NETWORK[network]).map(
    (value) => ({ value, label: t(`contentTypes.${value}`) }),
  );

  return (
    <form className="price-form" noValidate onSubmit={(event) => void submit(event)}>
      {editing ? (
        // The server keys a line by network and content type: editing one changes its price only.
        <p className="price-form__line">{lineName(editing, t)}</p>
      ) : (
        <>
          <Controller
            control={control}
            name="network"
            render={({ field }) => (
              <SelectField
                label={t('pricing.fields.network')}
                placeholder={t('pricing.fields.chooseNetwork')}
                options={networkOptions}
                error={errorOf('network')}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const next = event.target.value as SocialNetwork | '';
                  field.onChange(next);
                  setValue('content_type', contentTypeAfter(next, contentType), {
                    shouldValidate: isSubmitted,
                  });
                }}
              />
            )}
          />
          {/* Controlled, so a value set with a network change shows once its options exist. */}
          <Controller
            control={control}
            name="content_type"
            render={({ field }) => (
              <SelectField
                label={t('pricing.fields.contentType')}
                placeholder={
                  network === ''
                    ? t('pricing.fields.networkFirst')
                    : t('pricing.fields.chooseContentType')
                }
                options={contentTypeOptions}
                error={errorOf('content_type')}
                {...field}
                disabled={network === ''}
              />
            )}
          />
        </>
      )}
      <TextField
        label={t('pricing.fields.price')}
        hint={
          existing
            ? t('pricing.fields.replaces', { price: formatMoneyUsd(existing.price) })
            : t('pricing.fields.priceHint')
        }
        inputMode="decimal"
        autoComplete="off"
        error={errorOf('price')}
        {...register('price')}
      />
      <DraftNote status={draft.status} onDiscard={draft.discard} />
      <DialogFormFooter
        failure={failure}
        failureTitle={t('pricing.saveFailed')}
        submitLabel={t('pricing.save')}
        submitting={isSubmitting}
        actionsClassName="price-form__actions"
        submitButton={
          <QueueSubmitButton
            type="submit"
            loading={isSubmitting}
            offline={queued.offline}
            offlineLabel={t('queuedActions.saveOffline')}
          >
            {t('pricing.save')}
          </QueueSubmitButton>
        }
      />
    </form>
  );
}
