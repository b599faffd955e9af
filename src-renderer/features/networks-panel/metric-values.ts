import {
  METRIC_NAMES,
  type MetricName,
  type NetworkMetrics,
} from '../../../src-shared/domain/network';
import { formatDecimal, formatInteger, formatPercent } from '../../i18n/format';

/** The figure shown next to the followers is not repeated among the extra values. */
const SHOWN_ELSEWHERE: readonly MetricName[] = ['followers_count'];

const FORMATS: Record<MetricName, (value: number) => string> = {
  followers_count: formatInteger,
  subscribers_count: formatInteger,
  // The source reports the engagement rate in percentage points (3.45 means 3.45 %).
  er: formatPercent,
  aqs: formatDecimal,
  views_avg: formatInteger,
  reply_avg: formatDecimal,
  hours_streamed: formatDecimal,
};

export interface MetricValue {
  name: MetricName;
  /** Written the Mexican way (es-MX). */
  text: string;
}

/** The extra figures the source reported, in the spec's order, formatted for display. */
export function metricValues(metrics: NetworkMetrics): MetricValue[] {
  return METRIC_NAMES.flatMap((name) => {
    const value = metrics.values[name];
    if (value === undefined || !Number.isFinite(value) || SHOWN_ELSEWHERE.includes(name)) {
      return [];
    }
    return [{ name, text: FORMATS[name](value) }];
  });
}
