import { useTranslation } from 'react-i18next';
import { useTranslatedList } from '../i18n/use-translated-list';
import { LogoMark } from './LogoMark';
import { LOADER_ROTATION_MS } from './loader-timing';
import { Spinner } from './Spinner';
import { useRotatingIndex } from './use-rotating-index';
import './Loader.css';

/** Full-screen wait with a message that changes every few seconds, so a slow start feels alive. */
export function Loader() {
  const { t } = useTranslation();
  const messages = useTranslatedList('loader.messages');
  const index = useRotatingIndex(messages.length, LOADER_ROTATION_MS);

  return (
    <div className="ui-loader" role="status" aria-live="polite" aria-busy="true">
      <div className="ui-loader__mark" aria-hidden="true">
        <LogoMark />
      </div>
      <Spinner size="lg" className="ui-loader__spinner" />
      <p className="ui-loader__message">{messages[index] ?? t('loader.fallback')}</p>
    </div>
  );
}
