import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../ui/ComingSoonPanel';
import { BriefcaseIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';

/** Placeholder until my_work is built; `networks` is its only section so far. */
export function MyWorkPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('myWork.title'));
  return (
    <>
      <PageHeader
        eyebrow={t('myWork.sections.networks')}
        title={t('myWork.title')}
        description={t('myWork.description')}
      />
      <ComingSoonPanel
        icon={<BriefcaseIcon />}
        title={t('myWork.placeholder.title')}
        description={t('myWork.placeholder.description')}
        plannedItems={[
          t('myWork.placeholder.planned.networks'),
          t('myWork.placeholder.planned.metrics'),
          t('myWork.placeholder.planned.badges'),
          t('myWork.placeholder.planned.manage'),
        ]}
      />
    </>
  );
}
