import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { LogoMark } from '../ui/LogoMark';
import './StartupError.css';

/** Shown when the start-up session could not be read; retrying is all the user can do. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="startup-error">
      <Card padding="lg" className="startup-error__card">
        <LogoMark className="startup-error__mark" />
        <h1 className="startup-error__title">{t('startup.errorTitle')}</h1>
        <Alert tone="danger">{t('startup.errorText')}</Alert>
        <Button size="lg" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Card>
    </main>
  );
}
