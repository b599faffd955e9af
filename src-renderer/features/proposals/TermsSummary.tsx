import { useTranslation } from 'react-i18next';
import type { Deliverable, ProposalTerms } from '../../../src-shared/domain/proposal';
import { BASIS_POINTS_PER_PERCENT, feeCents } from '../../../src-shared/domain/deal-money';
import { formatDate, formatDecimal, formatMoneyUsd } from '../../i18n/format';
import './TermsSummary.css';

/** "2 × Reel en Instagram". */
export function DeliverableText({ item }: { item: Deliverable }) {
  const { t } = useTranslation();
  return (
    <>
      {t('deliverables.item', {
        quantity: item.quantity,
        contentType: t(`contentTypes.${item.content_type}`),
        network: t(`networks.${item.network}`),
      })}
    </>
  );
}

/**
 * One round's terms, read-only: what, for how much, when, and the note that came with them. With
 * `feePercent` (the proposal's, fixed when sent) the platform's fee and the brand's total follow
 * the price, for both sides (issue 32).
 */
export function TermsSummary({
  terms,
  feePercent,
}: {
  terms: ProposalTerms;
  feePercent?: number | undefined;
}) {
  const { t } = useTranslation();
  const fee =
    feePercent === undefined
      ? null
      : feeCents(Math.round(terms.price * 100), Math.round(feePercent * BASIS_POINTS_PER_PERCENT));
  return (
    <dl className="terms-summary">
      <div className="terms-summary__item">
        <dt>{t('proposals.terms.deliverables')}</dt>
        <dd>
          <ul className="terms-summary__deliverables">
            {terms.deliverables.map((item, index) => (
              <li key={`${item.network}-${item.content_type}-${index}`}>
                <DeliverableText item={item} />
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div className="terms-summary__item">
        <dt>{t('proposals.terms.total')}</dt>
        <dd className="terms-summary__price">{formatMoneyUsd(terms.price)}</dd>
      </div>
      {fee !== null && feePercent !== undefined && (
        <div className="terms-summary__item">
          <dt>{t('dealMoney.proposalFee.label', { percent: formatDecimal(feePercent) })}</dt>
          <dd>
            {formatMoneyUsd(fee / 100)}
            <span className="terms-summary__fee-total">
              {t('dealMoney.proposalFee.total')}:{' '}
              {formatMoneyUsd((Math.round(terms.price * 100) + fee) / 100)}
            </span>
          </dd>
        </div>
      )}
      <div className="terms-summary__item">
        <dt>{t('proposals.terms.dates')}</dt>
        <dd>
          {t('proposals.terms.datesValue', {
            start: formatDate(terms.start_date),
            end: formatDate(terms.end_date),
          })}
        </dd>
      </div>
      <div className="terms-summary__item">
        <dt>{t('proposals.terms.revisionRounds')}</dt>
        <dd>{t('proposals.terms.revisionRoundsValue', { count: terms.revision_rounds })}</dd>
      </div>
      {terms.message && (
        <div className="terms-summary__item terms-summary__item--wide">
          <dt>{t('proposals.terms.message')}</dt>
          <dd className="terms-summary__message">{terms.message}</dd>
        </div>
      )}
    </dl>
  );
}
