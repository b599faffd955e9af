import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import { call } from '../../bridge/client';
import { useGoBack } from '../../navigation/use-go-back';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { castingCallFormFrom } from './casting-call-form';
import { CastingCallForm } from './CastingCallForm';
import { useOpenSavedCall } from './use-open-saved-call';

const routeApi = getRouteApi('/member/shell/casting-calls/$id/edit');

/** Route casting-calls/$id/edit: drafts and open calls can change; closed ones cannot. */
export function EditCastingCallPage() {
  const { t } = useTranslation();
  const { id } = routeApi.useParams();
  const { state, reload } = useRemoteData(`casting-call:${id}`, () =>
    call('getCastingCall', { id }),
  );
  useDocumentTitle(t('castingCalls.form.editTitle'));
  return (
    <>
      <PageHeader
        title={t('castingCalls.form.editTitle')}
        description={state.status === 'ready' ? state.data.title : undefined}
      />
      <RemoteView
        state={state}
        loadingLabel={t('castingCalls.form.loading')}
        failedTitle={t('castingCalls.form.loadFailed')}
        onRetry={reload}
      >
        {(loaded) => <EditForm castingCall={loaded} />}
      </RemoteView>
    </>
  );
}

function EditForm({ castingCall }: { castingCall: CastingCall }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const openSavedCall = useOpenSavedCall();
  if (castingCall.status === 'closed') {
    return <Alert tone="warning">{t('castingCalls.form.notEditable')}</Alert>;
  }
  return (
    <CastingCallForm
      initialValues={castingCallFormFrom(castingCall)}
      draftKey={`casting-call:${castingCall.id}`}
      fixedBrand={castingCall.brand}
      submitLabel={t('castingCalls.form.save')}
      save={(input) => call('saveCastingCall', { id: castingCall.id, call: input })}
      onSaved={(saved) => {
        toast.success({ title: t('castingCalls.form.saved') });
        openSavedCall(saved);
      }}
      onCancel={goBack}
    />
  );
}
