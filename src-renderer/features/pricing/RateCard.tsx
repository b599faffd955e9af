import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceItem } from '../../../src-shared/domain/finder';
import { call } from '../../bridge/client';
import { Card } from '../../ui/Card';
import { PlusIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { RemoteView } from '../../data/RemoteView';
import { ServerEntryButton } from '../../connectivity/ServerEntryButton';
import { useRemoteData } from '../../data/use-remote-data';
import { PendingActionNotes, useQueuedAction } from '../queued-actions';
import { lineName } from './line-name';
import { withoutPrice, withPrice } from './price-list';
import { PriceFormDialog } from './PriceFormDialog';
import { PriceTable } from './PriceTable';
import { RemovePriceDialog } from './RemovePriceDialog';
import './RateCard.css';

const loadPrices = async () => (await call('listPrices')).results;

/** The creator's rate card: what brands see as their price per network and content type. */
export function RateCard() {
  const { t } = useTranslation();
  const { state, reload, replace } = useRemoteData('prices', loadPrices);
  const [editing, setEditing] = useState<PriceItem | null | undefined>(undefined);
  const [removing, setRemoving] = useState<PriceItem | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const prices = state.status === 'ready' ? state.data : [];

  const saved = (price: PriceItem) => {
    toast.success({ title: t('pricing.saved', { line: lineName(price, t) }) });
    setEditing(undefined);
    if (state.status === 'ready') replace(withPrice(state.data, price));
    else reload();
  };

  // Prices saved offline wait in the queue; the card lists them and reads itself again once sent.
  const queued = useQueuedAction('savePrice', { match: () => true, onSent: reload });
  const wasQueued = () => {
    toast.info({ title: t('queuedActions.queued') });
    setEditing(undefined);
  };

  const removed = (price: PriceItem) => {
    if (state.status === 'ready') replace(withoutPrice(state.data, price.id));
    else reload();
  };

  return (
    <Card aria-labelledby="rate-card-title" className="pricing-section">
      <div className="pricing-section__head">
        <div>
          <h2 id="rate-card-title" className="pricing-section__title">
            {t('pricing.cardTitle')}
          </h2>
          <p className="pricing-section__description">{t('pricing.cardDescription')}</p>
        </div>
        {state.status === 'ready' && (
          <ServerEntryButton
            ref={addButton}
            icon={<PlusIcon />}
            queueable
            onClick={() => setEditing(null)}
          >
            {t('pricing.add')}
          </ServerEntryButton>
        )}
      </div>
      <PendingActionNotes actions={queued.actions} showTitle />
      <RemoteView
        state={state}
        loadingLabel={t('pricing.loading')}
        failedTitle={t('pricing.loadFailed')}
        onRetry={reload}
      >
        {(list) =>
          list.length > 0 ? (
            <PriceTable prices={list} onEdit={setEditing} onRemove={setRemoving} />
          ) : (
            <p className="pricing-section__none">{t('pricing.empty')}</p>
          )
        }
      </RemoteView>
      <PriceFormDialog
        editing={editing}
        prices={prices}
        onClose={() => setEditing(undefined)}
        onSaved={saved}
        onQueued={wasQueued}
      />
      <RemovePriceDialog
        price={removing}
        onClose={() => setRemoving(null)}
        onRemoved={removed}
        onFocusAfterRemoval={() => addButton.current?.focus()}
      />
    </Card>
  );
}
