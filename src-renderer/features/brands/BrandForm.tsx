import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../src-shared/domain/brand';
import { BRAND_DESCRIPTION_MAX_LENGTH } from '../../../src-shared/schemas/brand';
import { call } from '../../bridge/client';
import { formErrorText } from '../../i18n/form-error-text';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { industryOptions } from '../company';
import { DialogFormFooter } from '../../forms/DialogFormFooter';
import { showServerFieldErrors } from '../../forms/server-field-errors';
import { DraftNote } from '../../drafts/DraftNote';
import { usePersistedDraft } from '../../drafts/use-persisted-draft';
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
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const form = useForm<BrandFormValues, unknown, BrandBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: brandFormFrom(brand),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const draft = usePersistedDraft(brand ? `brand:${brand.id}` : 'brand:new', form);
  const description = useWatch({ control, name: 'description' });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await call(
        'saveBrand',
        brand ? { id: brand.id, brand: body } : { brand: body },
      );
      draft.clear();
      onSaved(saved);
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
      <DraftNote status={draft.status} onDiscard={draft.discard} />
      <DialogFormFooter
        failure={failure}
        failureTitle={t('brands.saveFailed')}
        submitLabel={brand ? t('brands.saveChanges') : t('brands.create')}
        submitting={isSubmitting}
        actionsClassName="brand-form__actions"
      />
    </form>
  );
}
