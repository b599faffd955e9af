import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../ui/ComingSoonPanel';
import { DocumentIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';

const routeApi = getRouteApi('/member/shell/view_proposal/$id');

/** Placeholder until the proposal screen is built (route view_proposal). */
export function ProposalPage() {
  const { t } = useTranslation();
  const { id } = routeApi.useParams();
  useDocumentTitle(t('proposal.title'));
  return (
    <>
      <PageHeader
        eyebrow={t('proposal.eyebrow', { id })}
        title={t('proposal.title')}
        description={t('proposal.description')}
      />
      <ComingSoonPanel
        icon={<DocumentIcon />}
        title={t('proposal.placeholder.title')}
        description={t('proposal.placeholder.description')}
        plannedItems={[
          t('proposal.placeholder.planned.deliverables'),
          t('proposal.placeholder.planned.price'),
          t('proposal.placeholder.planned.dates'),
          t('proposal.placeholder.planned.rounds'),
        ]}
      />
    </>
  );
}
