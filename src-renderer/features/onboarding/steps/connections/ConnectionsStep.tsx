import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { LinkIcon } from '../../../../ui/icons';
import { NetworkList, NetworksSidePanel, useNetworks } from '../../../networks-panel';
import { useAdvanceWizard } from '../../use-advance-wizard';
import { useReportNetworkCount } from '../../use-wizard-progress';
import { WizardStepForm } from '../../WizardStepForm';
import './ConnectionsStep.css';

/** Step 1: the networks already connected; adding one opens the side panel. Nothing to save. */
export function ConnectionsStep({ isEdit }: { isEdit: boolean }) {
  const { t } = useTranslation();
  const advance = useAdvanceWizard('connections', isEdit);
  const { state, retry } = useNetworks();
  useReportNetworkCount(state.status === 'ready' ? state.networks.length : null);

  return (
    <WizardStepForm
      section="connections"
      isEdit={isEdit}
      onSubmit={(event) => {
        event.preventDefault();
        advance();
      }}
    >
      <section className="wizard-step-form__section" aria-labelledby="connections-title">
        <div className="connections-step__header">
          <div className="connections-step__intro">
            <h2 id="connections-title" className="connections-step__title">
              {t('onboarding.connections.title')}
            </h2>
            <p className="connections-step__text">{t('onboarding.connections.intro')}</p>
          </div>
          <NetworksSidePanel
            trigger={
              <Button variant="secondary" icon={<LinkIcon />}>
                {t('onboarding.connections.add')}
              </Button>
            }
          />
        </div>
        <NetworkList state={state} onRetry={retry} />
      </section>
    </WizardStepForm>
  );
}
