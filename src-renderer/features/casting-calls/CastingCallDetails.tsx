import { useTranslation } from 'react-i18next';
import { phoneCountry } from '../../../src-shared/catalogs/countries';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
import { Card } from '../../ui/Card';
import './CastingCallDetails.css';

/** What the brand asks for, as both sides read it. */
export function CastingCallDetails({ call }: { call: CastingCall }) {
  const { t } = useTranslation();
  const country = call.country ? (phoneCountry(call.country)?.title ?? call.country) : null;
  const list = (items: readonly string[], empty: string) =>
    items.length > 0 ? items.join(', ') : empty;

  return (
    <Card className="casting-call-details" aria-labelledby="casting-call-details-title">
      <h2 id="casting-call-details-title" className="casting-call-details__title">
        {t('castingCalls.detail.details')}
      </h2>
      <div className="casting-call-details__brief">
        <h3 className="casting-call-details__label">{t('castingCalls.detail.brief')}</h3>
        <p>{call.brief}</p>
      </div>
      <dl className="casting-call-details__facts">
        <div>
          <dt>{t('castingCalls.detail.budget')}</dt>
          <dd>
            {t('castingCalls.list.budget', {
              min: formatMoneyUsd(call.budget_min),
              max: formatMoneyUsd(call.budget_max),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('castingCalls.detail.deadline')}</dt>
          <dd>{formatDate(call.deadline)}</dd>
        </div>
        <div>
          <dt>{t('castingCalls.detail.country')}</dt>
          <dd>{country ?? t('castingCalls.detail.anyCountry')}</dd>
        </div>
        <div>
          <dt>{t('castingCalls.detail.networks')}</dt>
          <dd>
            {list(
              call.networks.map((network) => t(`networks.${network}`)),
              '',
            )}
          </dd>
        </div>
        <div>
          <dt>{t('castingCalls.detail.contentTypes')}</dt>
          <dd>
            {list(
              call.content_types.map((type) => t(`contentTypes.${type}`)),
              '',
            )}
          </dd>
        </div>
        <div>
          <dt>{t('castingCalls.detail.categories')}</dt>
          <dd>
            {list(
              call.categories.map((category) => t(`categories.${category}`)),
              t('castingCalls.detail.anyCategory'),
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
