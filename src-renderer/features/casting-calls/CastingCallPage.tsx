import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../ui/ComingSoonPanel';
import { MegaphoneIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';

const routeApi = getRouteApi('/member/shell/view_casting_call/$id');

/** Placeholder until the casting-call screen is built (route view_casting_call). */
export function CastingCallPage() {
  const { t } = useTranslation();
  const { id } = routeApi.useParams();
  useDocumentTitle(t('castingCall.title'));
  return (
    <>
      <PageHeader
        eyebrow={t('castingCall.eyebrow', { id })}
        title={t('castingCall.title')}
        description={t('castingCall.description')}
      />
      <ComingSoonPanel
        icon={<MegaphoneIcon />}
        title={t('castingCall.placeholder.title')}
        description={t('castingCall.placeholder.description')}
        plannedItems={[
          t('castingCall.placeholder.planned.brief'),
          t('castingCall.placeholder.planned.budget'),
          t('castingCall.placeholder.planned.requirements'),
          t('castingCall.placeholder.planned.applications'),
        ]}
      />
    </>
  );
}
