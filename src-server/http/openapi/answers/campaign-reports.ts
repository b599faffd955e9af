import { FIGURE_CHECKPOINTS, ITEM_STATUSES } from '../../../../src-shared/domain/collaboration';
import { SOCIAL_NETWORKS } from '../../../../src-shared/domain/network';
import type { JsonSchema } from '../route-doc';
import { contentType, network } from './brands';
import {
  arrayOf,
  boolean,
  closed,
  componentRef,
  count,
  dateTime,
  nullable,
  nullableCount,
  nullableNumber,
  nullableText,
  oneOfValues,
  text,
  usd,
} from './schema-kit';

const reading = closed({
  checkpoint: oneOfValues([...FIGURE_CHECKPOINTS, 'manual']),
  source: oneOfValues([...SOCIAL_NETWORKS, 'manual']),
  views: nullableCount,
  likes: nullableCount,
  comments: nullableCount,
  shares: nullableCount,
  reach: nullableCount,
  read_at: dateTime,
});

/**
 * `src-shared/domain/campaign-report.ts` `ReportFigures`: what a report's digest is taken over,
 * in canonical form (items by network, content type and number; readings by time).
 */
const ReportFigures: JsonSchema = closed({
  price: usd,
  items: arrayOf(
    closed({
      network,
      content_type: contentType,
      number: { type: 'integer', minimum: 1 },
      status: oneOfValues(ITEM_STATUSES),
      post_url: nullableText,
      published_at: nullable(dateTime),
      readings: arrayOf(reading),
    }),
  ),
  totals: closed({
    views: nullableCount,
    interactions: nullableCount,
    cost_per_view: nullableNumber,
    cost_per_interaction: nullableNumber,
    items_planned: count,
    items_measured: count,
    items_with_views: count,
    items_with_interactions: count,
  }),
});

/** `ReportExportRecorded`: the record under the code. */
const ReportExportRecorded: JsonSchema = closed({
  code: text,
  collaboration_id: text,
  exported_at: dateTime,
  registered_at: dateTime,
  digest: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'Hex SHA-256.' },
});

/** `ReportVerifyAnswer` (public): never e-mail, telephone or an account's id. */
const ReportVerifyAnswer: JsonSchema = closed({
  code: text,
  brand: closed({ name: text }),
  creator: closed({ handle: nullableText, name: text }),
  exported_at: dateTime,
  registered_at: dateTime,
  matches: boolean,
  printed: componentRef('ReportFigures'),
  live: componentRef('ReportFigures'),
});

export const campaignReportComponents = {
  ReportFigures,
  ReportExportRecorded,
  ReportVerifyAnswer,
};
