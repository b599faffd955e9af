import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { metricValues } from '../networks-panel';

/** The figures besides followers the source reported (engagement, AQS, average views…). */
export function ConnectionFigures({ connection }: { connection: NetworkConnection }) {
  const { t } = useTranslation();
  const values = connection.metrics ? metricValues(connection.metrics) : [];
  if (values.length === 0) return null;
  return (
    <dl className="connection-card__figures">
      {values.map(({ name, text }) => (
        <div key={name} className="connection-card__figure">
          <dt>{t(`networksList.metrics.names.${name}`)}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
