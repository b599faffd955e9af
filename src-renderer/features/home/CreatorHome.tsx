import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../src-shared/domain/user';
import { buttonClassName } from '../../ui/button-class-name';
import { Card } from '../../ui/Card';
import { SparklesIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import './CreatorHome.css';

export function CreatorHome({ user }: { user: User }) {
  const { t } = useTranslation();
  useDocumentTitle(t('home.creator.documentTitle'));
  const title = user.first_name
    ? t('home.creator.titleWithName', { name: user.first_name })
    : t('home.creator.title');

  return (
    <>
      <PageHeader
        eyebrow={t('home.creator.eyebrow')}
        title={title}
        description={t('home.creator.description')}
      />
      <Card className="creator-invite" aria-labelledby="creator-invite-title">
        <div className="creator-invite__icon" aria-hidden="true">
          <SparklesIcon />
        </div>
        <div className="creator-invite__body">
          <h2 id="creator-invite-title" className="creator-invite__title">
            {t('home.creator.invite.title')}
          </h2>
          <p className="creator-invite__text">{t('home.creator.invite.description')}</p>
          <ol className="creator-invite__steps">
            <li>{t('home.creator.invite.steps.connect')}</li>
            <li>{t('home.creator.invite.steps.about')}</li>
            <li>{t('home.creator.invite.steps.vanity')}</li>
          </ol>
        </div>
        <Link
          to="/setting-public-profile/$section"
          params={{ section: 'connections' }}
          className={buttonClassName({ size: 'lg' })}
        >
          {t('home.creator.invite.action')}
        </Link>
      </Card>
    </>
  );
}
