import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import type { AppSettings } from '../../../src-shared/bridge/contract';
import { ApiBaseUrlSchema } from '../../../src-shared/schemas/settings';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast';
import { serverUrlOf } from './server-form';
import { UrlSettingForm } from './UrlSettingForm';
import { useReloadSession } from './use-reload-session';

const saveServer = (apiBaseUrl: string | null) => call('saveApiSettings', { apiBaseUrl });

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
  const reloadSession = useReloadSession();

  const applied = async (saved: AppSettings) => {
    onSaved(saved);
    toast.success({
      title: saved.apiBaseUrl
        ? t('settings.server.saved', { url: saved.apiBaseUrl })
        : t('settings.server.savedEmbedded'),
    });
    await reloadSession();
  };

  const unreachable = (error: unknown) =>
    error instanceof BridgeError && error.code === ErrorCode.serverUnreachable
      ? describe(error)
      : undefined;

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
      <UrlSettingForm
        name="apiBaseUrl"
        schema={ApiBaseUrlSchema}
        settings={settings}
        valueOf={serverUrlOf}
        labels={{
          field: t('settings.server.url'),
          hint: t('settings.server.urlHint'),
          save: t('settings.server.test'),
          useDefault: t('settings.server.useEmbedded'),
          failed: t('settings.server.failed'),
        }}
        canUseDefault={settings.apiMode === 'remote'}
        save={saveServer}
        onSaved={applied}
        fieldMessageFor={unreachable}
      />
    </Card>
  );
}
