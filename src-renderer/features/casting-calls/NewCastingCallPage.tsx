import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useGoBack } from '../../navigation/use-go-back';
import { toast } from '../../ui/toast';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { emptyCastingCallForm } from './casting-call-form';
import { CastingCallForm } from './CastingCallForm';
import { useOpenSavedCall } from './use-open-saved-call';

/** Route casting-calls/new: a new call starts as a draft. */
export function NewCastingCallPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const openSavedCall = useOpenSavedCall();
  useDocumentTitle(t('castingCalls.form.newTitle'));
  return (
    <>
      <PageHeader
        title={t('castingCalls.form.newTitle')}
        description={t('castingCalls.form.description')}
      />
      <CastingCallForm
        initialValues={emptyCastingCallForm()}
        draftKey="casting-call:new"
        submitLabel={t('castingCalls.form.create')}
        save={(input) => call('saveCastingCall', { call: input })}
        onSaved={(saved) => {
          toast.success({ title: t('castingCalls.form.saved') });
          openSavedCall(saved);
        }}
        onCancel={goBack}
      />
    </>
  );
}
