import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../src-shared/domain/user';
import { buttonClassName } from '../../ui/button-class-name';
import { CheckIcon } from '../../ui/icons';
import { RemoteView } from '../../data/RemoteView';
import { useReloadWhenOnline } from '../public-profile';
import { HomeBlock } from './HomeBlock';
import { profileProgress, type ProfileProgress, type ProgressItem } from './profile-progress-items';
import { ResumeLink } from './ResumeLink';
import { useProgressFacts } from './use-progress-facts';

/** How complete the creator's profile is, and a link to each piece still missing. */
export function ProfileMeter({ user, accountId }: { user: User; accountId: string }) {
  const { t } = useTranslation();
  const { state, reload } = useProgressFacts(accountId);
  useReloadWhenOnline(reload);
  return (
    <HomeBlock
      id="home-progress"
      title={t('home.creator.progress.title')}
      className="profile-meter"
    >
      <RemoteView
        state={state}
        loadingLabel={t('home.creator.progress.loading')}
        failedTitle={t('home.creator.progress.failed')}
        onRetry={reload}
      >
        {(facts) => <MeterBody progress={profileProgress(user, facts)} />}
      </RemoteView>
    </HomeBlock>
  );
}

function MeterBody({ progress }: { progress: ProfileProgress }) {
  const { t } = useTranslation();
  const labelId = useId();
  const count = t('home.creator.progress.count', { done: progress.done, total: progress.total });
  const complete = progress.next === null;
  return (
    <>
      <p className="profile-meter__text">
        {complete ? t('home.creator.progress.complete') : t('home.creator.progress.description')}
      </p>
      <div className="profile-meter__bar-label">
        <span id={labelId}>{t('home.creator.progress.barLabel')}</span>
        <span className="profile-meter__count" aria-hidden="true">
          {count}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={count}
        className="profile-meter__bar"
      >
        <span
          className="profile-meter__fill"
          style={{ width: `${(progress.done / progress.total) * 100}%` }}
        />
      </div>
      <div className="profile-meter__groups">
        <MeterGroup
          id="home-progress-wizard"
          title={t('home.creator.progress.wizardGroup')}
          items={progress.wizard}
        />
        <MeterGroup
          id="home-progress-business"
          title={t('home.creator.progress.businessGroup')}
          items={progress.business}
        />
      </div>
      {progress.next && (
        <ResumeLink
          item={progress.next}
          className={buttonClassName({ className: 'profile-meter__resume' })}
        >
          {t('home.creator.progress.action')}
        </ResumeLink>
      )}
    </>
  );
}

function MeterGroup({ id, title, items }: { id: string; title: string; items: ProgressItem[] }) {
  return (
    <section className="profile-meter__group" aria-labelledby={id}>
      <h3 id={id} className="profile-meter__group-title">
        {title}
      </h3>
      <ul className="profile-meter__items">
        {items.map((item) => (
          <li key={item.key}>
            <MeterItem item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MeterItem({ item }: { item: ProgressItem }) {
  const { t } = useTranslation();
  const label =
    item.kind === 'wizard'
      ? t(`onboarding.sections.${item.key}.title`)
      : t(`home.creator.progress.items.${item.key}`);
  return (
    <ResumeLink
      item={item}
      className={`profile-meter__item profile-meter__item--${item.done ? 'done' : 'pending'}`}
    >
      <span className="profile-meter__mark" aria-hidden="true">
        {item.done && <CheckIcon />}
      </span>
      <span className="profile-meter__label">{label}</span>{' '}
      {/* The mark shows it; the link's name says it ("Familia Pendiente"). */}
      <span className="visually-hidden">
        {item.done ? t('home.creator.progress.done') : t('home.creator.progress.pending')}
      </span>
    </ResumeLink>
  );
}
