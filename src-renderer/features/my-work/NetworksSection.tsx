import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../ui/ComingSoonPanel';
import { BriefcaseIcon } from '../../ui/icons';

/** The `networks` section, still a placeholder: what it will hold, said concretely. */
export function NetworksSection() {
  const { t } = useTranslation();
  return (
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
  );
}
