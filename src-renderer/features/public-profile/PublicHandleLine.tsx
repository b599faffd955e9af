import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../ui/CopyButton';
import { publicProfileUrl } from '../onboarding';
import './PublicLink.css';

/** Under a public profile's name: the handle, linked to the address brands use, and its copy. */
export function PublicHandleLine({ vanityName }: { vanityName: string }) {
  const { t } = useTranslation();
  const url = publicProfileUrl(vanityName);
  return (
    <span className="public-link__line">
      {/* Web addresses open in the system browser (the app's windows never navigate away). */}
      <a className="public-link__handle" href={url} target="_blank" rel="noreferrer">
        @{vanityName}
      </a>
      <CopyButton text={url} what={t('publicProfile.link.what')} />
    </span>
  );
}
