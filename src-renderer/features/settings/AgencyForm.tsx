import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AgencyDetails } from '../../../src-shared/domain/media-kit';
import { call } from '../../bridge/client';
import { SERVER_ERROR_TYPE } from '../../i18n/form-error-text';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { useFormFailure } from '../../forms/use-form-failure';
import {
  AGENCY_MESSAGE_PARAMS,
  AGENCY_TEXT_FIELDS,
  AgencyTextSchema,
  agencyInputOf,
  agencyTextOf,
  type AgencyLogoChoice,
  type AgencyTextOutput,
  type AgencyTextValues,
} from './agency-form';
import { AgencyLogoField } from './AgencyLogoField';

const resolver = valibotResolver(AgencyTextSchema);

export interface AgencyFormProps {
  details: AgencyDetails | null;
  onSaved: (details: AgencyDetails | null) => void;
}

/** The agency's fields, all optional, checked with the rule main applies before anything is sent. */
export function AgencyForm({ details, onSaved }: AgencyFormProps) {
  const { t } = useTranslation();
  const showFailure = useFormFailure();
  const [logo, setLogo] = useState<AgencyLogoChoice>({ kind: 'kept', url: details?.logo ?? null });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AgencyTextValues, unknown, AgencyTextOutput>({
    resolver,
    defaultValues: agencyTextOf(details),
  });

  const message = (error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    return error.type === SERVER_ERROR_TYPE
      ? error.message
      : t(error.message, AGENCY_MESSAGE_PARAMS);
  };

  const submit = handleSubmit(async (text) => {
    try {
      const saved = await call('saveAgencyDetails', agencyInputOf(text, logo));
      reset(agencyTextOf(saved));
      setLogo({ kind: 'kept', url: saved?.logo ?? null });
      onSaved(saved);
      toast.success({ title: saved ? t('settings.agency.saved') : t('settings.agency.cleared') });
    } catch (error) {
      showFailure(error, AGENCY_TEXT_FIELDS, setError, t('settings.agency.failed'));
    }
  });

  return (
    <form className="settings-form agency-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('settings.agency.name')}
        autoComplete="organization"
        error={message(errors.name)}
        {...register('name')}
      />
      <AgencyLogoField
        value={logo}
        hasStored={Boolean(details?.logo)}
        onChange={setLogo}
        disabled={isSubmitting}
      />
      <TextField
        label={t('settings.agency.contactPerson')}
        autoComplete="name"
        error={message(errors.contact_person)}
        {...register('contact_person')}
      />
      <TextField
        label={t('settings.agency.email')}
        hint={t('settings.agency.emailHint')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        error={message(errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('settings.agency.phone')}
        hint={t('settings.agency.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={message(errors.phone)}
        {...register('phone')}
      />
      <div className="settings-form__actions">
        <Button type="submit" loading={isSubmitting}>
          {t('settings.agency.save')}
        </Button>
      </div>
    </form>
  );
}
