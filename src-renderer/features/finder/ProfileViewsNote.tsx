import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { formatInteger } from '../../i18n/format';
import { useRemoteData } from '../marketplace/use-remote-data';
import './ProfileViewsNote.css';

const loadViews = () => call('getProfileViews');

/** "Te quedan N vistas este mes": each creator profile opened spends one. */
export function ProfileViewsNote() {
  const { t } = useTranslation();
  const { state } = useRemoteData('profile-views', loadViews);
  // Only a hint: without an answer the finder still works, so nothing is shown.
  if (state.status !== 'ready') return null;
  const { remaining } = state.data;
  return (
    <p
      className={
        remaining > 0 ? 'profile-views-note' : 'profile-views-note profile-views-note--none'
      }
    >
      {t('finder.views.remaining', { count: remaining, formatted: formatInteger(remaining) })}
    </p>
  );
}
