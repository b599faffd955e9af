import { useRef } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_TYPES_BY_NETWORK,
  isContentTypeOf,
  type ContentType,
} from '../../../src-shared/domain/content-types';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../src-shared/domain/network';
import { MAX_DELIVERABLES } from '../../../src-shared/schemas/proposal';
import { formErrorText } from '../../i18n/form-error-text';
import { Button } from '../../ui/Button';
import { PlusIcon, TrashIcon } from '../../ui/icons';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { emptyDeliverableRow, type TermsFormValues } from './terms-form';
import './DeliverableRows.css';

/** After a network change, the row keeps its content type only if that network has it. */
function contentTypeAfter(
  network: SocialNetwork | '',
  current: ContentType | '',
): ContentType | '' {
  if (network === '') return '';
  if (current !== '' && isContentTypeOf(network, current)) return current;
  const types = CONTENT_TYPES_BY_NETWORK[network];
  // A network with a single content type (Twitch: live) has nothing to choose.
  return types.length === 1 ? (types[0] ?? '') : '';
}

/** The deliverables of a terms form: network, one of its content types and how many, per row. */
export function DeliverableRows() {
  const { t } = useTranslation();
  const { control, setValue, formState } = useFormContext<TermsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'deliverables' });
  const rows = useWatch({ control, name: 'deliverables' });
  const addButton = useRef<HTMLButtonElement>(null);
  const listError = formState.errors.deliverables;
  const listMessage = formErrorText(listError?.root ?? listError, t);

  const networkOptions = SOCIAL_NETWORKS.map((network) => ({
    value: network,
    label: t(`networks.${network}`),
  }));

  return (
    <fieldset className="deliverable-rows">
      <legend className="deliverable-rows__legend">{t('deliverables.legend')}</legend>
      <ol className="deliverable-rows__list">
        {fields.map((field, index) => {
          const network = rows[index]?.network ?? '';
          const rowErrors = formState.errors.deliverables?.[index];
          const position = index + 1;
          return (
            <li key={field.id}>
              <fieldset className="deliverable-rows__row">
                <legend className="visually-hidden">{t('deliverables.row', { position })}</legend>
                <Controller
                  control={control}
                  name={`deliverables.${index}.network`}
                  render={({ field: input }) => (
                    <SelectField
                      label={t('deliverables.network')}
                      placeholder={t('deliverables.chooseNetwork')}
                      options={networkOptions}
                      error={formErrorText(rowErrors?.network, t)}
                      name={input.name}
                      ref={input.ref}
                      value={input.value}
                      onBlur={input.onBlur}
                      onChange={(event) => {
                        const next = event.target.value as SocialNetwork | '';
                        input.onChange(next);
                        setValue(
                          `deliverables.${index}.content_type`,
                          contentTypeAfter(next, rows[index]?.content_type ?? ''),
                          { shouldValidate: formState.isSubmitted },
                        );
                      }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`deliverables.${index}.content_type`}
                  render={({ field: input }) => (
                    <SelectField
                      label={t('deliverables.contentType')}
                      placeholder={
                        network === ''
                          ? t('deliverables.networkFirst')
                          : t('deliverables.chooseContentType')
                      }
                      options={(network === '' ? [] : CONTENT_TYPES_BY_NETWORK[network]).map(
                        (type) => ({ value: type, label: t(`contentTypes.${type}`) }),
                      )}
                      error={formErrorText(rowErrors?.content_type, t)}
                      {...input}
                      disabled={network === ''}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`deliverables.${index}.quantity`}
                  render={({ field: input }) => (
                    <TextField
                      label={t('deliverables.quantity')}
                      inputMode="numeric"
                      autoComplete="off"
                      error={formErrorText(rowErrors?.quantity, t)}
                      className="deliverable-rows__quantity"
                      {...input}
                    />
                  )}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="deliverable-rows__remove"
                  icon={<TrashIcon />}
                  aria-label={t('deliverables.remove', { position })}
                  disabled={fields.length === 1}
                  onClick={() => {
                    remove(index);
                    // The removed row's button is gone; the add button is the next sensible stop.
                    addButton.current?.focus();
                  }}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listMessage && <p className="ui-field__error">{listMessage}</p>}
      <Button
        ref={addButton}
        variant="secondary"
        size="sm"
        icon={<PlusIcon />}
        disabled={fields.length >= MAX_DELIVERABLES}
        onClick={() => append(emptyDeliverableRow())}
      >
        {t('deliverables.add')}
      </Button>
    </fieldset>
  );
}
