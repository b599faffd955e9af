import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { formatInteger } from '../../i18n/format';
import { useRemoteData } from '../../data/use-remote-data';

const loadViews = () => call('getProfileViews');

/**
 * "Te quedan N vistas este mes", read after the profile so it counts the view just spent; once the
 * month's views are used up, the credits left instead (this profile may have spent one). Only a
 * hint: without an answer the page still works, so nothing is shown.
 */
export function CreatorViewsNote() {
  const { t } = useTranslation();
  const { state } = useRemoteData('creator-profile-views', loadViews);
  if (state.status !== 'ready') return null;
  const { remaining, extra_views: credits } = state.data;
  const onCredits = remaining === 0 && credits > 0;
  return (
    <p className="creator-views-note">
      <span className="creator-views-note__count">
        {onCredits
          ? t('creator.views.credits', { count: credits, formatted: formatInteger(credits) })
          : t('creator.views.remaining', { count: remaining, formatted: formatInteger(remaining) })}
      </span>{' '}
      <span>{t(onCredits ? 'creator.views.creditsHint' : 'creator.views.hint')}</span>
    </p>
  );
}
