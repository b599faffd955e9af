import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useRemoteData } from '../../data/use-remote-data';
import { useErrorMessage } from '../../i18n/error-message';
import { formatShortDate } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { money } from './money-text';

/**
 * "Descargar recibo" per receipt this side has (the brand: funding and refunds; the creator:
 * each payout PayPal paid). Main prints the PDF and asks where to save it. Read again whenever
 * the money moves (`version`). A failed read shows nothing: the money above is what matters.
 */
export function DealReceipts({
  collaborationId,
  version,
}: {
  collaborationId: string;
  version: string;
}) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const { state } = useRemoteData(`deal-receipts:${collaborationId}:${version}`, () =>
    call('listDealReceipts', { collaborationId }),
  );
  if (state.status !== 'ready' || state.data.results.length === 0) return null;
  const download = async (receiptId: string) => {
    setBusy(receiptId);
    try {
      const answer = await call('exportDealReceipt', { collaborationId, receiptId, format: 'pdf' });
      if (answer.saved) {
        toast.success({ title: t('dealMoney.receipts.saved', { fileName: answer.fileName }) });
      }
    } catch (error) {
      toast.error({ title: t('dealMoney.receipts.failed'), description: describe(error) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="deal-movements" aria-labelledby="deal-receipts-title">
      <h3 id="deal-receipts-title" className="deal-movements__title">
        {t('dealMoney.receipts.title')}
      </h3>
      <ul className="deal-movements__list">
        {state.data.results.map((receipt) => (
          <li key={receipt.id} className="deal-movement deal-movement--row">
            <span className="deal-movement__main">
              <span>{t(`dealMoney.receipts.kinds.${receipt.kind}`)}</span>
              <span className="deal-movement__amount">{money(receipt.amount_cents)}</span>
              <span className="deal-movement__meta">
                {receipt.number} · {formatShortDate(receipt.issued_at)}
              </span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              loading={busy === receipt.id}
              disabled={busy !== null}
              aria-label={t('dealMoney.receipts.downloadNamed', { number: receipt.number })}
              onClick={() => void download(receipt.id)}
            >
              {t('dealMoney.receipts.download')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
