import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppSettings } from '../../../src-shared/bridge/contract';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formErrorText } from '../../i18n/form-error-text';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { useFormFailure } from '../marketplace/use-form-failure';
import {
  STORIES_FORM_FIELDS,
  StoriesFormSchema,
  storiesFormFrom,
  type StoriesFormBody,
  type StoriesFormValues,
} from './stories-form';

const resolver = valibotResolver(StoriesFormSchema);

export interface StoriesSectionProps {
  settings: AppSettings;
  onSaved: (settings: AppSettings) => void;
}

/**
 * Where Instagram stories are read (`v2` in the spec): the main server's own `/v2` unless a team
 * runs that service elsewhere. Only an address is kept, so it works offline too.
 */
export function StoriesSection({ settings, onSaved }: StoriesSectionProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const showFailure = useFormFailure();
  const [resetting, setResetting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StoriesFormValues, unknown, StoriesFormBody>({
    resolver,
    defaultValues: storiesFormFrom(settings),
  });

  const applied = (saved: AppSettings) => {
    onSaved(saved);
    reset(storiesFormFrom(saved));
    toast.success({
      title: saved.storiesBaseUrl
        ? t('settings.stories.saved', { url: saved.storiesBaseUrl })
        : t('settings.stories.savedDefault'),
    });
  };

  const submit = handleSubmit(async (body) => {
    try {
      applied(await call('saveStoriesSettings', body));
    } catch (error) {
      showFailure(error, STORIES_FORM_FIELDS, setError, t('settings.stories.failed'));
    }
  });

  const switchToMainServer = async () => {
    setResetting(true);
    try {
      applied(await call('saveStoriesSettings', { storiesBaseUrl: null }));
    } catch (error) {
      toast.error({ title: t('settings.stories.failed'), description: describe(error) });
    } finally {
      setResetting(false);
    }
  };

  const busy = isSubmitting || resetting;
  return (
    <Card as="section" aria-labelledby="settings-stories-title" className="settings-card">
      <h2 id="settings-stories-title" className="settings-card__title">
        {t('settings.stories.title')}
      </h2>
      <p className="settings-card__text">{t('settings.stories.description')}</p>
      <p className="settings-card__current">
        {settings.storiesBaseUrl
          ? t('settings.stories.current', { url: settings.storiesBaseUrl })
          : t('settings.stories.currentDefault')}
      </p>
      <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('settings.stories.url')}
          hint={t('settings.stories.urlHint')}
          type="url"
          inputMode="url"
          spellCheck={false}
          autoComplete="url"
          error={formErrorText(errors.storiesBaseUrl, t)}
          {...register('storiesBaseUrl')}
        />
        <div className="settings-form__actions">
          <Button type="submit" loading={isSubmitting} disabled={busy}>
            {t('settings.stories.save')}
          </Button>
          {settings.storiesBaseUrl && (
            <Button
              variant="secondary"
              loading={resetting}
              disabled={busy}
              onClick={() => void switchToMainServer()}
            >
              {t('settings.stories.useDefault')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
