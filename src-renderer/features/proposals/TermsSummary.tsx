import { useTranslation } from 'react-i18next';
import type { Deliverable, ProposalTerms } from '../../../src-shared/domain/proposal';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
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

/** One round's terms, read-only: what, for how much, when, and the note that came with them. */
export function TermsSummary({ terms }: { terms: ProposalTerms }) {
  const { t } = useTranslation();
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
