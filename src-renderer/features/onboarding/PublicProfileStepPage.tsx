import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../ui/ComingSoonPanel';
import { UserIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { WizardStepNav } from './WizardStepNav';
import { WizardStepper } from './WizardStepper';
import { parseWizardSection, WIZARD_SECTIONS, wizardStepNumber } from './wizard-sections';

const routeApi = getRouteApi('/member/shell/setting-public-profile/$section');

/** Placeholder for each onboarding step until the wizard's forms are built. */
export function PublicProfileStepPage() {
  const { t } = useTranslation();
  const section = parseWizardSection(routeApi.useParams().section);
  const { is_edit: isEdit = false } = routeApi.useSearch();
  const sectionTitle = t(`onboarding.sections.${section}.title`);
  useDocumentTitle(sectionTitle);

  return (
    <>
      <PageHeader
        eyebrow={t('onboarding.stepOf', {
          step: wizardStepNumber(section),
          total: WIZARD_SECTIONS.length,
        })}
        title={sectionTitle}
        description={isEdit ? t('onboarding.editing') : t('onboarding.description')}
      />
      <WizardStepper current={section} />
      <ComingSoonPanel
        icon={<UserIcon />}
        title={t('onboarding.placeholder.title', { section: sectionTitle })}
        description={t(`onboarding.sections.${section}.description`)}
        plannedItems={[]}
      />
      <WizardStepNav section={section} />
    </>
  );
}
