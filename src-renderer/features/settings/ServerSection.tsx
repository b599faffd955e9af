import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import type { AppSettings } from '../../../src-shared/bridge/contract';
import { ApiSettingsSchema } from '../../../src-shared/schemas/settings';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formErrorText, SERVER_ERROR_TYPE } from '../../i18n/form-error-text';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { useFormFailure } from '../marketplace/use-form-failure';
import {
  SERVER_FORM_FIELDS,
  serverFormFrom,
  type ServerFormBody,
  type ServerFormValues,
} from './server-form';
import { useReloadSession } from './use-reload-session';

const resolver = valibotResolver(ApiSettingsSchema);

export interface ServerSectionProps {
  settings: AppSettings;
  onSaved: (settings: AppSettings) => void;
}

/**
 * Embedded core API or a team server. Not blocked offline: pointing at a server that answers is
 * how one gets back online.
 */
export function ServerSection({ settings, onSaved }: ServerSectionProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const showFailure = useFormFailure();
  const reloadSession = useReloadSession();
  const [resetting, setResetting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ServerFormValues, unknown, ServerFormBody>({
    resolver,
    defaultValues: serverFormFrom(settings),
  });

  const applied = async (saved: AppSettings) => {
    onSaved(saved);
    reset(serverFormFrom(saved));
    toast.success({
      title: saved.apiBaseUrl
        ? t('settings.server.saved', { url: saved.apiBaseUrl })
        : t('settings.server.savedEmbedded'),
    });
    await reloadSession();
  };

  const submit = handleSubmit(async (body) => {
    try {
      await applied(await call('saveApiSettings', body));
    } catch (error) {
      if (error instanceof BridgeError && error.code === ErrorCode.serverUnreachable) {
        setError(
          'apiBaseUrl',
          { type: SERVER_ERROR_TYPE, message: describe(error) },
          { shouldFocus: true },
        );
        return;
      }
      showFailure(error, SERVER_FORM_FIELDS, setError, t('settings.server.failed'));
    }
  });

  const switchToEmbedded = async () => {
    setResetting(true);
    try {
      await applied(await call('saveApiSettings', { apiBaseUrl: null }));
    } catch (error) {
      toast.error({ title: t('settings.server.failed'), description: describe(error) });
    } finally {
      setResetting(false);
    }
  };

  const busy = isSubmitting || resetting;
  return (
    <Card as="section" aria-labelledby="settings-server-title" className="settings-card">
      <h2 id="settings-server-title" className="settings-card__title">
        {t('settings.server.title')}
      </h2>
      <p className="settings-card__text">{t('settings.server.description')}</p>
      <p className="settings-card__current">
        {settings.apiMode === 'remote' && settings.apiBaseUrl
          ? t('settings.server.currentRemote', { url: settings.apiBaseUrl })
          : t('settings.server.currentEmbedded')}
      </p>
      <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('settings.server.url')}
          hint={t('settings.server.urlHint')}
          type="url"
          inputMode="url"
          spellCheck={false}
          autoComplete="url"
          error={formErrorText(errors.apiBaseUrl, t)}
          {...register('apiBaseUrl')}
        />
        <div className="settings-form__actions">
          <Button type="submit" loading={isSubmitting} disabled={busy}>
            {t('settings.server.test')}
          </Button>
          {settings.apiMode === 'remote' && (
            <Button
              variant="secondary"
              loading={resetting}
              disabled={busy}
              onClick={() => void switchToEmbedded()}
            >
              {t('settings.server.useEmbedded')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
