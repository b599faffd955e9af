import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { formatInteger } from '../../i18n/format';
import { useRemoteData } from '../marketplace/use-remote-data';

const loadViews = () => call('getProfileViews');

/**
 * "Te quedan N vistas este mes", read after the profile so it counts the view just spent. Only a
 * hint: without an answer the page still works, so nothing is shown.
 */
export function CreatorViewsNote() {
  const { t } = useTranslation();
  const { state } = useRemoteData('creator-profile-views', loadViews);
  if (state.status !== 'ready') return null;
  const { remaining } = state.data;
  return (
    <p className="creator-views-note">
      <span className="creator-views-note__count">
        {t('creator.views.remaining', { count: remaining, formatted: formatInteger(remaining) })}
      </span>{' '}
      <span>{t('creator.views.hint')}</span>
    </p>
  );
}
