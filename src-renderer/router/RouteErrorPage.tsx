import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { useErrorMessage } from '../i18n/error-message';
import './StandalonePage.css';

export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const router = useRouter();
  const describe = useErrorMessage();
  return (
    <main className="standalone-page">
      <Card padding="lg" className="standalone-page__card">
        <h1 className="standalone-page__title">{t('routeError.title')}</h1>
        <Alert tone="danger">{describe(error)}</Alert>
        <Button onClick={() => void router.invalidate()}>{t('common.retry')}</Button>
      </Card>
    </main>
  );
}
