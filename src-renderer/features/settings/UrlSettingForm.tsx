import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { AppSettings } from '../../../src-shared/bridge/contract';
import { useErrorMessage } from '../../i18n/error-message';
import { formErrorText, SERVER_ERROR_TYPE } from '../../i18n/form-error-text';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { useFormFailure } from '../../forms/use-form-failure';

/** Checks the typed address; what it gives is what gets saved, null meaning the default. */
export type UrlFieldSchema = v.GenericSchema<string, string | null>;

/** Already translated. */
export interface UrlSettingLabels {
  field: string;
  hint: string;
  save: string;
  useDefault: string;
  /** Titles the toast of a save that failed. */
  failed: string;
}

export interface UrlSettingFormProps {
  /** The name main gives the address, so its messages about that field land under it. */
  name: string;
  schema: UrlFieldSchema;
  settings: AppSettings;
  /** The field's text for these settings; blank while the default is in use. */
  valueOf: (settings: AppSettings) => string;
  labels: UrlSettingLabels;
  /** Offers the default with its own button (pointless while it is already in use). */
  canUseDefault: boolean;
  save: (url: string | null) => Promise<AppSettings>;
  /** After a save (and before the busy state ends): hand the settings on, say so. */
  onSaved: (saved: AppSettings) => void | Promise<void>;
  /** A failure that is about the address typed, as the message to show under the field. */
  fieldMessageFor?: (error: unknown) => string | undefined;
}

/** One address setting: a field checked before anything is sent, save, and back to the default. */
export function UrlSettingForm({
  name,
  schema,
  settings,
  valueOf,
  labels,
  canUseDefault,
  save,
  onSaved,
  fieldMessageFor,
}: UrlSettingFormProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const showFailure = useFormFailure();
  const [resetting, setResetting] = useState(false);
  const resolver = useMemo(
    () => valibotResolver(v.strictObject({ [name]: schema })),
    [name, schema],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, string>, unknown, Record<string, string | null>>({
    resolver,
    defaultValues: { [name]: valueOf(settings) },
  });

  const applied = async (saved: AppSettings) => {
    reset({ [name]: valueOf(saved) });
    await onSaved(saved);
  };

  const submit = handleSubmit(async (body) => {
    try {
      await applied(await save(body[name] ?? null));
    } catch (error) {
      const message = fieldMessageFor?.(error);
      if (message) {
        setError(name, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true });
        return;
      }
      showFailure(error, [name], setError, labels.failed);
    }
  });

  const switchToDefault = async () => {
    setResetting(true);
    try {
      await applied(await save(null));
    } catch (error) {
      toast.error({ title: labels.failed, description: describe(error) });
    } finally {
      setResetting(false);
    }
  };

  const busy = isSubmitting || resetting;
  return (
    <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={labels.field}
        hint={labels.hint}
        type="url"
        inputMode="url"
        spellCheck={false}
        autoComplete="url"
        error={formErrorText(errors[name], t)}
        {...register(name)}
      />
      <div className="settings-form__actions">
        <Button type="submit" loading={isSubmitting} disabled={busy}>
          {labels.save}
        </Button>
        {canUseDefault && (
          <Button
            variant="secondary"
            loading={resetting}
            disabled={busy}
            onClick={() => void switchToDefault()}
          >
            {labels.useDefault}
          </Button>
        )}
      </div>
    </form>
  );
}
