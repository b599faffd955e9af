import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../i18n/error-message';
import { HOME_PATH } from '../../session/session-destination';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AuthBrandPanel } from './AuthBrandPanel';
import type { AuthMode } from './auth-mode';
import { AuthModeTabs, authTabId } from './AuthModeTabs';
import { CredentialsForm } from './CredentialsForm';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { ProviderButtons } from './ProviderButtons';
import './SignInPage.css';

/** Boxed so that any thrown value, even a function, is stored as data rather than an updater. */
type PageError = { error: unknown } | null;

export interface SignInPageProps {
  /**
   * Signing in to one more account while another stays signed in (agencies, or a brand and a
   * creator on one desktop): the page says so and offers a way back.
   */
  adding?: boolean;
}

export function SignInPage({ adding = false }: SignInPageProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [pageError, setPageError] = useState<PageError>(null);
  const navigate = useNavigate();
  useDocumentTitle(adding ? t('auth.adding.title') : t(`auth.modes.${mode}`));

  const report = (error: unknown) => setPageError(error === null ? null : { error });
  const changeMode = (next: AuthMode) => {
    setMode(next);
    setPageError(null);
  };

  return (
    <main className="sign-in">
      <AuthBrandPanel />
      <div className="sign-in__side">
        <div className="sign-in__card">
          <header className="sign-in__header">
            <h1 className="sign-in__title">
              {adding ? t('auth.adding.title') : t(`auth.title.${mode}`)}
            </h1>
            <p className="sign-in__subtitle">
              {adding ? t('auth.adding.subtitle') : t(`auth.subtitle.${mode}`)}
            </p>
          </header>
          <AuthModeTabs mode={mode} onChange={changeMode} panelId={panelId} idPrefix={idPrefix} />
          {pageError && <Alert tone="danger">{describe(pageError.error)}</Alert>}
          <div role="tabpanel" id={panelId} aria-labelledby={authTabId(idPrefix, mode)}>
            <CredentialsForm mode={mode} onFormError={report} />
          </div>
          {mode === 'signIn' && <ForgotPasswordDialog />}
          <p className="sign-in__divider">
            <span>{t('auth.orContinueWith')}</span>
          </p>
          <ProviderButtons onError={report} />
          {adding && (
            <Button variant="ghost" fullWidth onClick={() => void navigate({ to: HOME_PATH })}>
              {t('auth.adding.cancel')}
            </Button>
          )}
        </div>
      </div>
    </main>
  );
}
