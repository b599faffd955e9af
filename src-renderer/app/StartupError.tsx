import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { isBridgeErrorPayload } from '../../src-shared/bridge/bridge-error';
import { errorMessage } from '../i18n/error-message';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { LogoMark } from '../ui/LogoMark';
import './StartupError.css';

/**
 * Shown when the start-up session could not be read: says why (a locked keychain, the server's
 * own message) and offers the retry, the one thing the user can do from here.
 */
export function StartupError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const keychain = isBridgeErrorPayload(error) && error.code === ErrorCode.keychainUnavailable;
  const reason = keychain
    ? t('startup.keychainText')
    : error
      ? errorMessage(error, i18n)
      : t('startup.errorText');
  return (
    <main className="startup-error">
      <Card padding="lg" className="startup-error__card">
        <LogoMark className="startup-error__mark" />
        <h1 className="startup-error__title">{t('startup.errorTitle')}</h1>
        <Alert tone="danger">{reason}</Alert>
        <p className="startup-error__hint">{t('startup.retryHint')}</p>
        <Button size="lg" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Card>
    </main>
  );
}
