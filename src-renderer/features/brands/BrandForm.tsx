import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../src-shared/domain/brand';
import { BRAND_DESCRIPTION_MAX_LENGTH } from '../../../src-shared/schemas/brand';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formErrorText } from '../../i18n/form-error-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { industryOptions } from '../company/industry-options';
import { showServerFieldErrors } from '../onboarding/server-field-errors';
import { ServerButton } from '../offline/ServerButton';
import {
  BRAND_FORM_FIELDS,
  brandFormFrom,
  brandFormSchema,
  type BrandBody,
  type BrandFormValues,
} from './brand-form';
import './BrandForm.css';

const resolver = valibotResolver(brandFormSchema);

export interface BrandFormProps {
  /** The brand being edited; null to create one. */
  brand: Brand | null;
  onSaved: (brand: Brand) => void;
}

/** Name, industry, website and description of a brand; saving stays in the dialog on failure. */
export function BrandForm({ brand, onSaved }: BrandFormProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BrandFormValues, unknown, BrandBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: brandFormFrom(brand),
  });
  const description = useWatch({ control, name: 'description' });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      onSaved(await call('saveBrand', brand ? { id: brand.id, brand: body } : { brand: body }));
    } catch (error) {
      setFailure({ error });
      showServerFieldErrors(error, BRAND_FORM_FIELDS, setError);
    }
  });

  const errorOf = (field: (typeof BRAND_FORM_FIELDS)[number]) => formErrorText(errors[field], t);

  return (
    <form className="brand-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('brands.fields.name')}
        autoComplete="organization"
        error={errorOf('name')}
        {...register('name')}
      />
      <SelectField
        label={t('brands.fields.industry')}
        placeholder={t('brands.fields.chooseIndustry')}
        options={industryOptions(t)}
        error={errorOf('industry')}
        {...register('industry')}
      />
      <TextField
        label={t('brands.fields.website')}
        hint={t('brands.fields.websiteHint')}
        type="url"
        inputMode="url"
        spellCheck={false}
        error={errorOf('website')}
        {...register('website')}
      />
      <TextAreaField
        label={t('brands.fields.description')}
        rows={4}
        counter={{ count: description.length, limit: BRAND_DESCRIPTION_MAX_LENGTH }}
        error={errorOf('description')}
        {...register('description')}
      />
      {failure && (
        <Alert tone="danger" title={t('brands.saveFailed')}>
          {describe(failure.error)}
        </Alert>
      )}
      <div className="brand-form__actions">
        <DialogClose asChild>
          <Button variant="ghost">{t('common.cancel')}</Button>
        </DialogClose>
        <ServerButton
          type="submit"
          loading={isSubmitting}
          offlineReason={t('offline.needsConnectionToSave')}
        >
          {brand ? t('brands.saveChanges') : t('brands.create')}
        </ServerButton>
      </div>
    </form>
  );
}
