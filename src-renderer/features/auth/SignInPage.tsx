import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AuthBrandPanel } from './AuthBrandPanel';
import type { AuthMode } from './auth-mode';
import { AuthModeTabs, authTabId } from './AuthModeTabs';
import { CredentialsForm } from './CredentialsForm';
import { ProviderButtons } from './ProviderButtons';
import './SignInPage.css';

/** Boxed so that any thrown value, even a function, is stored as data rather than an updater. */
type PageError = { error: unknown } | null;

export function SignInPage() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [pageError, setPageError] = useState<PageError>(null);
  useDocumentTitle(t(`auth.modes.${mode}`));

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
            <h1 className="sign-in__title">{t(`auth.title.${mode}`)}</h1>
            <p className="sign-in__subtitle">{t(`auth.subtitle.${mode}`)}</p>
          </header>
          <AuthModeTabs mode={mode} onChange={changeMode} panelId={panelId} idPrefix={idPrefix} />
          {pageError && <Alert tone="danger">{describe(pageError.error)}</Alert>}
          <div role="tabpanel" id={panelId} aria-labelledby={authTabId(idPrefix, mode)}>
            <CredentialsForm mode={mode} onFormError={report} />
          </div>
          <p className="sign-in__divider">
            <span>{t('auth.orContinueWith')}</span>
          </p>
          <ProviderButtons onError={report} />
        </div>
      </div>
    </main>
  );
}
