import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useApplySession } from '../../session/use-apply-session';
import { Button } from '../../ui/Button';
import { FacebookIcon, GoogleIcon } from '../../ui/icons';
import { useAuthProviders } from './use-auth-providers';
import './ProviderButtons.css';

type Provider = 'google' | 'facebook';

const SIGN_IN_METHOD = {
  google: 'signInWithGoogle',
  facebook: 'signInWithFacebook',
} as const;

const ICON = { google: <GoogleIcon />, facebook: <FacebookIcon /> };

export interface ProviderButtonsProps {
  onError: (error: unknown) => void;
}

/** "Continuar con Google/Facebook", each enabled only when the server has it configured. */
export function ProviderButtons({ onError }: ProviderButtonsProps) {
  const { t } = useTranslation();
  const applySession = useApplySession();
  const state = useAuthProviders();
  const [pending, setPending] = useState<Provider | null>(null);
  const noteIdPrefix = useId();

  const configured = (provider: Provider): boolean =>
    state.status === 'ready' && state.providers[provider];
  const showsNote = (provider: Provider): boolean =>
    state.status === 'ready' && !configured(provider);
  const noteId = (provider: Provider) => `${noteIdPrefix}-${provider}`;

  const signInWith = async (provider: Provider) => {
    onError(null);
    setPending(provider);
    try {
      applySession(await call(SIGN_IN_METHOD[provider]));
    } catch (error) {
      onError(error);
    } finally {
      setPending(null);
    }
  };

  const providers: Provider[] = ['google', 'facebook'];

  return (
    <div className="provider-buttons">
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          size="lg"
          fullWidth
          icon={ICON[provider]}
          loading={pending === provider}
          disabled={!configured(provider) || (pending !== null && pending !== provider)}
          aria-describedby={showsNote(provider) ? noteId(provider) : undefined}
          onClick={() => void signInWith(provider)}
        >
          {t(`auth.providers.${provider}.action`)}
        </Button>
      ))}
      {state.status === 'loading' && (
        <p className="provider-buttons__note">{t('auth.providers.checking')}</p>
      )}
      {state.status === 'failed' && (
        <p className="provider-buttons__note">{t('auth.providers.checkFailed')}</p>
      )}
      {providers.filter(showsNote).map((provider) => (
        <p key={provider} id={noteId(provider)} className="provider-buttons__note">
          {t(`auth.providers.${provider}.notConfigured`)}
        </p>
      ))}
    </div>
  );
}
