import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../src-shared/domain/user';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { WELCOME_PATH } from '../../session/session-destination';
import { useApplySession } from '../../session/use-apply-session';
import { useSignOut } from '../../session/use-sign-out';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { MegaphoneIcon, SparklesIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/LogoMark';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RoleChoiceButton } from './RoleChoiceButton';
import './DefineRolePage.css';

type PageError = { error: unknown } | null;

const CHOICES: ReadonlyArray<{ role: Role; key: 'creator' | 'brand'; icon: ReactNode }> = [
  { role: 'influencer', key: 'creator', icon: <SparklesIcon /> },
  { role: 'brand', key: 'brand', icon: <MegaphoneIcon /> },
];

export function DefineRolePage() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const applySession = useApplySession();
  const { signOut, signingOut } = useSignOut();
  const [pending, setPending] = useState<Role | null>(null);
  const [pageError, setPageError] = useState<PageError>(null);
  useDocumentTitle(t('defineRole.documentTitle'));

  const choose = async (role: Role) => {
    setPageError(null);
    setPending(role);
    try {
      // First role choice completes sign-up: the welcome screen greets the new account.
      applySession(await call('defineRole', { role }), WELCOME_PATH);
    } catch (error) {
      setPageError({ error });
      setPending(null);
    }
  };

  return (
    <main className="define-role">
      <div className="define-role__content">
        <LogoMark className="define-role__mark" />
        <h1 className="define-role__title">{t('defineRole.title')}</h1>
        <p className="define-role__subtitle">{t('defineRole.subtitle')}</p>
        {pageError && <Alert tone="danger">{describe(pageError.error)}</Alert>}
        <div className="define-role__choices">
          {CHOICES.map(({ role, key, icon }) => (
            <RoleChoiceButton
              key={role}
              title={t(`defineRole.${key}.title`)}
              description={t(`defineRole.${key}.description`)}
              icon={icon}
              busy={pending === role}
              disabled={pending !== null || signingOut}
              onChoose={() => void choose(role)}
            />
          ))}
        </div>
        <p className="define-role__note">{t('defineRole.finalNote')}</p>
        <Button variant="ghost" size="sm" loading={signingOut} onClick={() => void signOut()}>
          {t('defineRole.otherAccount')}
        </Button>
      </div>
    </main>
  );
}
