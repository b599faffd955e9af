import { useTranslation } from 'react-i18next';
import { formatShare } from '../../i18n/format';

export interface AudienceRow {
  key: string;
  label: string;
  /** Percentage points of the whole audience. */
  percent: number;
}

export interface AudienceTableProps {
  /** Shown: "Edad". */
  caption: string;
  /** Said after the caption only: "de la audiencia en Instagram". */
  captionRest: string;
  groupHeader: string;
  rows: readonly AudienceRow[];
}

/** A table of shares: each row says its percentage in text; the bar only repeats it. */
export function AudienceTable({ caption, captionRest, groupHeader, rows }: AudienceTableProps) {
  const { t } = useTranslation();
  return (
    <table className="audience-table">
      <caption className="audience-table__caption">
        {caption} <span className="visually-hidden">{captionRest}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{groupHeader}</th>
          <th scope="col">{t('creator.audience.share')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="audience-table__label">
              {row.label}
            </th>
            <td className="audience-table__cell">
              <span className="audience-table__share">
                <span className="audience-table__bar" aria-hidden="true">
                  <span
                    className="audience-table__fill"
                    style={{ width: `${Math.max(0, Math.min(100, row.percent))}%` }}
                  />
                </span>
                <span className="audience-table__percent">{formatShare(row.percent)}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
