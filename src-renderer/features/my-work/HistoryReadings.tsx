import { useTranslation } from 'react-i18next';
import type { NetworkConnection, NetworkReading } from '../../../src-shared/domain/network';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formatInteger } from '../../i18n/format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { formatSavedAt } from '../../connectivity/data-age';
import { RemoteView } from '../../data/RemoteView';
import { usePagedList } from '../../data/use-paged-list';
import { hasNetworkReading, readingFeedsTrend } from '../../../src-shared/rules/trend-readings';

/** The readings, newest first, a page at a time; mounted only while the dialog is open. */
export function HistoryReadings({ connection }: { connection: NetworkConnection }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const network = t(`networks.${connection.network}`);
  const { uuid } = connection;
  const list = usePagedList(`network-history-${uuid}`, (page) =>
    call('getNetworkHistory', page > 1 ? { uuid, page } : { uuid }),
  );

  return (
    <RemoteView
      state={list.state}
      loadingLabel={t('myWork.networks.history.loading')}
      failedTitle={t('myWork.networks.history.failed')}
      onRetry={list.reload}
    >
      {(first) => {
        // A verified connection, or one the network read within the trend's window or on these
        // pages, has readings from the network: its typed ones are out of the trend.
        const fromNetwork =
          connection.connected ||
          hasNetworkReading(connection.trend.points) ||
          hasNetworkReading(list.items);
        return list.items.length === 0 ? (
          <p className="history-readings__empty">{t('myWork.networks.history.empty')}</p>
        ) : (
          <div className="history-readings">
            <ReadingsTable
              readings={list.items}
              fromNetwork={fromNetwork}
              caption={t('myWork.networks.history.caption', { network })}
            />
            {fromNetwork && list.items.some((reading) => reading.source === 'manual') && (
              <p className="history-readings__note">{t('myWork.networks.history.typedNote')}</p>
            )}
            <p className="history-readings__count" role="status">
              {t('myWork.networks.history.shown', {
                shown: formatInteger(list.items.length),
                total: formatInteger(first.count),
              })}
            </p>
            {list.moreError !== null && (
              <Alert tone="danger" title={t('myWork.networks.history.moreFailed')}>
                <p>{describe(list.moreError)}</p>
              </Alert>
            )}
            {list.hasMore && (
              <Button
                variant="secondary"
                size="sm"
                className="history-readings__more"
                loading={list.loadingMore}
                onClick={list.loadMore}
              >
                {t('myWork.networks.history.more')}
              </Button>
            )}
          </div>
        );
      }}
    </RemoteView>
  );
}

function ReadingsTable({
  readings,
  fromNetwork,
  caption,
}: {
  readings: readonly NetworkReading[];
  fromNetwork: boolean;
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="history-readings__frame">
      <table className="history-readings__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('myWork.networks.history.date')}</th>
            <th scope="col" className="history-readings__number">
              {t('myWork.networks.history.followers')}
            </th>
            <th scope="col">{t('myWork.networks.history.source')}</th>
          </tr>
        </thead>
        <tbody>
          {/* Pages only ever append, so a reading keeps its position. */}
          {readings.map((reading, index) => (
            <tr key={index}>
              <td>{formatSavedAt(reading.read_at)}</td>
              <td className="history-readings__number">{formatInteger(reading.followers)}</td>
              <td>
                {reading.source !== 'manual'
                  ? t(`networks.${reading.source}`)
                  : readingFeedsTrend(reading.source, fromNetwork)
                    ? t('myWork.networks.history.manual')
                    : t('myWork.networks.history.manualOutOfTrend')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
