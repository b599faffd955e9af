import { getRouteApi, Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FilterTabs, filterTabClass } from '../../ui/FilterTabs';
import { MyApplicationsSection } from './MyApplicationsSection';
import { MyProposalsSection } from './MyProposalsSection';
import { MyCollaborationsSection } from '../collaborations';
import { MY_WORK_SECTIONS, type MyWorkSection } from './my-work-sections';
import { NetworksHeaderActions } from './NetworksHeaderActions';
import { NetworksSection } from './NetworksSection';

const routeApi = getRouteApi('/member/shell/my_work/$section');

const SECTION_VIEWS: Record<MyWorkSection, ComponentType> = {
  networks: NetworksSection,
  collaborations: MyCollaborationsSection,
  applications: MyApplicationsSection,
  proposals: MyProposalsSection,
};

/** my_work/$section: the creator's networks, casting applications and proposals, one per tab. */
export function MyWorkPage() {
  const { t } = useTranslation();
  // The route redirects unknown sections, so this is always one of MY_WORK_SECTIONS.
  const section = routeApi.useParams().section as MyWorkSection;
  const Section = SECTION_VIEWS[section];
  useDocumentTitle(t('myWork.title'));
  return (
    <>
      <PageHeader
        eyebrow={t(`myWork.sections.${section}`)}
        title={t('myWork.title')}
        description={t('myWork.description')}
        actions={section === 'networks' ? <NetworksHeaderActions /> : undefined}
      />
      <FilterTabs label={t('myWork.sectionsLabel')}>
        {MY_WORK_SECTIONS.map((tab) => (
          <li key={tab}>
            <Link
              to="/my_work/$section"
              params={{ section: tab }}
              className={filterTabClass(tab === section)}
              aria-current={tab === section ? 'page' : undefined}
            >
              {t(`myWork.sections.${tab}`)}
            </Link>
          </li>
        ))}
      </FilterTabs>
      <Section />
    </>
  );
}
