import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CastingApplication } from '../../../src-shared/domain/casting-call';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
import { Card } from '../../ui/Card';
import { ApplicationStatusPill } from './StatusPills';
import './ApplyForm.css';

export interface MyApplicationProps {
  application: CastingApplication;
  /** Just applied: the form that had focus is gone, so this card's heading takes it. */
  takeFocus: boolean;
}

/** The creator's own application to the call on screen, and what its status means. */
export function MyApplication({ application, takeFocus }: MyApplicationProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  return (
    <Card as="section" aria-labelledby="my-application-title" className="my-application">
      <div className="my-application__head">
        <h2 id="my-application-title" ref={heading} tabIndex={-1} className="my-application__title">
          {t('applications.mine.title')}
        </h2>
        <ApplicationStatusPill status={application.status} />
      </div>
      <p>{t(`applications.mine.help.${application.status}`)}</p>
      <dl className="my-application__facts">
        <dt>{t('applications.mine.price')}</dt>
        <dd>{formatMoneyUsd(application.price)}</dd>
        {application.message && (
          <>
            <dt>{t('applications.mine.message')}</dt>
            <dd>{application.message}</dd>
          </>
        )}
      </dl>
      <p className="my-application__date">
        {t('applications.mine.sentOn', { date: formatDate(application.created_at) })}
      </p>
    </Card>
  );
}
