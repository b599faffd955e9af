import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProfileViews } from '../../../src-shared/domain/finder';
import { call } from '../../bridge/client';
import { formatInteger } from '../../i18n/format';
import { ViewsOutOffer } from '../billing';
import { useRemoteData } from '../../data/use-remote-data';
import './ProfileViewsNote.css';

const loadViews = () => call('getProfileViews');

/**
 * "Te quedan N vistas este mes": each creator profile opened spends one; once they are used up,
 * the credits left (each opens one more), and with none of either "Ya no te quedan vistas" with
 * the trial (where the plan allows it) or the day they come back, and "Comprar créditos".
 */
export function ProfileViewsNote() {
  const { t } = useTranslation();
  const { state, reload } = useRemoteData('profile-views', loadViews);
  // Only a hint: without an answer the finder still works, so nothing is shown.
  if (state.status !== 'ready') return null;
  const { remaining, extra_views: credits } = state.data;
  if (remaining > 0 || credits > 0) {
    return <p className="profile-views-note">{noteText(t, state.data)}</p>;
  }
  return (
    <div className="profile-views-note__group">
      <p className="profile-views-note profile-views-note--none">{t('finder.views.none')}</p>
      <ViewsOutOffer compact resetsAt={state.data.resets_at} onTrialApplied={reload} />
    </div>
  );
}

function noteText(t: TFunction, { remaining, extra_views: credits }: ProfileViews): string {
  if (remaining === 0 && credits > 0) {
    return t('finder.views.credits', { count: credits, formatted: formatInteger(credits) });
  }
  return t('finder.views.remaining', { count: remaining, formatted: formatInteger(remaining) });
}
