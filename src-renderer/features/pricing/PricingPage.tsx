import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { InterestsCard } from './InterestsCard';
import { RateCard } from './RateCard';
import { WorkSettingsCard } from './WorkSettingsCard';
import './PricingPage.css';

/**
 * Route pricing: what brands read before making an offer — the rate card, the creator's
 * interests and whether (and from what budget) they take offers. Each part loads and saves alone.
 */
export function PricingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pricing.title'));
  return (
    <>
      <PageHeader
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.title')}
        description={t('pricing.description')}
      />
      <div className="pricing-page">
        <div className="pricing-page__column">
          <RateCard />
          <InterestsCard />
        </div>
        <WorkSettingsCard />
      </div>
    </>
  );
}
