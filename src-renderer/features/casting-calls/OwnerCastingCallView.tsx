import { offlineSavedAt } from '../../../src-shared/domain/offline-copy';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { SectionDataAge } from '../../connectivity/SectionOfflineNote';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ApplicantList } from './ApplicantList';
import { CastingCallDetails } from './CastingCallDetails';
import { OwnerActions } from './OwnerActions';
import { CastingCallStatusPill } from './StatusPills';
import './CastingCallView.css';

export interface CastingCallViewProps {
  call: CastingCall;
  onChanged: (call: CastingCall) => void;
  onReload: () => void;
}

/** The brand's own call: its actions, what it asks for and who applied. */
export function OwnerCastingCallView({ call, onChanged, onReload }: CastingCallViewProps) {
  const { t } = useTranslation();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);
  useDocumentTitle(call.title);

  // Publishing or closing removes the button that was used: the new status takes focus instead.
  useEffect(() => {
    if (!focusStatus.current) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [call]);

  const changed = (next: CastingCall) => {
    focusStatus.current = true;
    onChanged(next);
  };

  return (
    <>
      <PageHeader
        eyebrow={t('castingCalls.detail.eyebrow', { brand: call.brand.name })}
        title={call.title}
        actions={<OwnerActions call={call} onChanged={changed} onReload={onReload} />}
      />
      <div className="casting-call-view">
        <SectionDataAge savedAt={offlineSavedAt(call)} />
        <p ref={statusRef} tabIndex={-1} className="casting-call-view__status" role="status">
          <CastingCallStatusPill status={call.status} />
          <span>{t('castingCalls.list.applicants', { count: call.applications_count })}</span>
        </p>
        {call.status === 'draft' && <Alert tone="info">{t('castingCalls.detail.draftNote')}</Alert>}
        {call.status === 'closed' && (
          <Alert tone="info">{t('castingCalls.detail.closedNote')}</Alert>
        )}
        <CastingCallDetails call={call} />
        <ApplicantList call={call} />
      </div>
    </>
  );
}
