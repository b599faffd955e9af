import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../src-shared/domain/brand';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formErrorText } from '../../i18n/form-error-text';
import { Card } from '../../ui/Card';
import { CountrySelectField } from '../../ui/CountrySelectField';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { showServerFieldErrors } from '../../forms/server-field-errors';
import { ServerButton } from '../../connectivity/ServerButton';
import { DraftNote } from '../../drafts/DraftNote';
import { usePersistedDraft } from '../../drafts/use-persisted-draft';
import {
  COMPANY_FORM_FIELDS,
  companyFormFrom,
  companyFormSchema,
  type CompanyBody,
  type CompanyFormValues,
} from './company-form';
import { companySizeOptions, industryOptions } from './industry-options';
import './CompanyForm.css';

const resolver = valibotResolver(companyFormSchema);

export interface CompanyFormProps {
  /** The saved company; null until the account describes one. */
  company: Company | null;
  onSaved: (company: Company) => void;
}

/** The brand account's company; the server's field messages land under their fields. */
export function CompanyForm({ company, onSaved }: CompanyFormProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const form = useForm<CompanyFormValues, unknown, CompanyBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: companyFormFrom(company),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const draft = usePersistedDraft('company', form);

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await call('saveCompany', body);
      draft.clear();
      // The answer is what is stored now (trimmed, RFC upper-cased): the form shows exactly that.
      reset(companyFormFrom(saved));
      onSaved(saved);
      toast.success({ title: t('company.saved') });
    } catch (error) {
      toast.error({ title: t('company.saveFailed'), description: describe(error) });
      showServerFieldErrors(error, COMPANY_FORM_FIELDS, setError);
    }
  });

  const errorOf = (field: (typeof COMPANY_FORM_FIELDS)[number]) => formErrorText(errors[field], t);

  return (
    <Card as="section" aria-labelledby="company-form-title">
      <h2 id="company-form-title" className="company-form__title">
        {t('company.formTitle')}
      </h2>
      <form className="company-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('company.fields.name')}
          autoComplete="organization"
          error={errorOf('name')}
          {...register('name')}
        />
        <TextField
          label={t('company.fields.legalName')}
          hint={t('company.fields.optional')}
          error={errorOf('legal_name')}
          {...register('legal_name')}
        />
        <TextField
          label={t('company.fields.taxId')}
          hint={t('company.fields.taxIdHint')}
          autoCapitalize="characters"
          spellCheck={false}
          error={errorOf('tax_id')}
          {...register('tax_id')}
        />
        <CountrySelectField
          label={t('company.fields.country')}
          error={errorOf('country')}
          {...register('country')}
        />
        <TextField
          label={t('company.fields.website')}
          hint={t('company.fields.websiteHint')}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          error={errorOf('website')}
          {...register('website')}
        />
        <SelectField
          label={t('company.fields.industry')}
          placeholder={t('company.fields.choose')}
          options={industryOptions(t)}
          error={errorOf('industry')}
          {...register('industry')}
        />
        <SelectField
          label={t('company.fields.size')}
          placeholder={t('company.fields.choose')}
          options={companySizeOptions(t)}
          error={errorOf('size')}
          {...register('size')}
        />
        <div className="company-form__actions">
          <DraftNote status={draft.status} onDiscard={draft.discard} />
          <ServerButton
            type="submit"
            loading={isSubmitting}
            offlineReason={t('offline.needsConnectionToSave')}
          >
            {t('company.save')}
          </ServerButton>
        </div>
      </form>
    </Card>
  );
}
