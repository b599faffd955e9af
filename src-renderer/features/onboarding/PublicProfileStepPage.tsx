import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { WIZARD_SECTIONS } from '../../../src-shared/domain/wizard';
import { currentUserAtom } from '../../session/session-atoms';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useProfileRefresh } from './use-profile-refresh';
import { useShowStepHeading } from './use-show-step-heading';
import { useStepperPosition } from './use-stepper-position';
import { useWizardProgress } from './use-wizard-progress';
import { stepperAtom } from './wizard-atoms';
import { WizardStep } from './WizardStep';
import { WizardStepper } from './WizardStepper';
import { parseWizardSection, wizardStepNumber } from './wizard-sections';
import './PublicProfileStepPage.css';

const routeApi = getRouteApi('/member/shell/setting-public-profile/$section');

/**
 * The onboarding wizard. The page stays mounted while the creator moves between steps, so the
 * profile is read once per visit; each step mounts afresh (keyed by section) from its draft.
 */
export function PublicProfileStepPage() {
  const { t } = useTranslation();
  const section = parseWizardSection(routeApi.useParams().section);
  const { is_edit: isEdit = false } = routeApi.useSearch();
  const user = useAtomValue(currentUserAtom);
  const profileRead = useProfileRefresh();
  useStepperPosition(section);
  // The connections step reads the networks list itself and reports how many there are.
  const { saved } = useWizardProgress({ read: section !== 'connections' });
  const passed = useAtomValue(stepperAtom)?.completed ?? [];
  const completed = [...new Set([...saved, ...passed])];
  const sectionTitle = t(`onboarding.sections.${section}.title`);
  useDocumentTitle(sectionTitle);
  const headerRef = useShowStepHeading(section);

  return (
    <>
      <div ref={headerRef} className="public-profile__header">
        <PageHeader
          eyebrow={t('onboarding.stepOf', {
            step: wizardStepNumber(section),
            total: WIZARD_SECTIONS.length,
          })}
          title={sectionTitle}
          description={t(`onboarding.sections.${section}.description`)}
        />
      </div>
      {isEdit && (
        <Alert tone="info" className="public-profile__editing">
          {t('onboarding.editing')}
        </Alert>
      )}
      <WizardStepper current={section} completed={completed} isEdit={isEdit} />
      {profileRead && user ? (
        <WizardStep key={section} section={section} user={user} isEdit={isEdit} />
      ) : (
        <div className="public-profile__loading">
          <Spinner size="lg" label={t('onboarding.loadingProfile')} />
        </div>
      )}
    </>
  );
}
