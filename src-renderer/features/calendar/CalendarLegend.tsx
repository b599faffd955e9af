import { useTranslation } from 'react-i18next';
import { AlertCircleIcon } from '../../ui/icons';

/** What the chips' looks mean; each chip also says it in words to screen readers. */
export function CalendarLegend() {
  const { t } = useTranslation();
  return (
    <ul className="calendar-legend" aria-label={t('calendar.legend.label')}>
      <li className="calendar-legend__item">
        <span className="calendar-legend__swatch calendar-legend__swatch--due" aria-hidden="true" />
        {t('calendar.legend.due')}
      </li>
      <li className="calendar-legend__item">
        <span
          className="calendar-legend__swatch calendar-legend__swatch--planned"
          aria-hidden="true"
        />
        {t('calendar.legend.planned')}
      </li>
      <li className="calendar-legend__item calendar-legend__item--late">
        <AlertCircleIcon className="calendar-legend__icon" />
        {t('calendar.legend.late')}
      </li>
    </ul>
  );
}
