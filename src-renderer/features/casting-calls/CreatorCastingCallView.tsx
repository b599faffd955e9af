import { offlineSavedAt } from '../../../src-shared/domain/offline-copy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { SectionDataAge } from '../../connectivity/SectionOfflineNote';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ApplyForm } from './ApplyForm';
import { CastingCallDetails } from './CastingCallDetails';
import { MyApplication } from './MyApplication';
import type { CastingCallViewProps } from './OwnerCastingCallView';
import './CastingCallView.css';

/** A call as a creator reads it: what the brand asks for, then their application or the form. */
export function CreatorCastingCallView({ call, onChanged, onReload }: CastingCallViewProps) {
  const { t } = useTranslation();
  const [justApplied, setJustApplied] = useState(false);
  useDocumentTitle(call.title);

  return (
    <>
      <PageHeader
        eyebrow={t('castingCalls.detail.eyebrow', { brand: call.brand.name })}
        title={call.title}
      />
      <div className="casting-call-view">
        <SectionDataAge savedAt={offlineSavedAt(call)} />
        {call.invited_at && (
          <Alert tone="info" title={t('castingCalls.invitation.title', { brand: call.brand.name })}>
            <p>{t('castingCalls.invitation.on', { date: formatDate(call.invited_at) })}</p>
          </Alert>
        )}
        <CastingCallDetails call={call} />
        {call.my_application ? (
          <MyApplication application={call.my_application} takeFocus={justApplied} />
        ) : call.status === 'open' ? (
          <ApplyForm
            call={call}
            onApplied={(application) => {
              setJustApplied(true);
              onChanged({ ...call, my_application: application });
            }}
            onReload={onReload}
          />
        ) : (
          <Alert tone="info">{t('castingCalls.detail.closedNote')}</Alert>
        )}
      </div>
    </>
  );
}
