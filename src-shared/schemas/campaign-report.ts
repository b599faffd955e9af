import * as v from 'valibot';
import { FIGURE_CHECKPOINTS, ITEM_STATUSES } from '../domain/collaboration';
import { CONTENT_TYPES } from '../domain/content-types';
import { MEDIA_KIT_CODE_PATTERN } from '../domain/media-kit';
import { SOCIAL_NETWORKS } from '../domain/network';
import { RecordIdSchema } from './common';

/** Most items a collaboration can have: 20 deliverables of up to 100 pieces each. */
export const REPORT_ITEMS_MAX = 2000;
/** Readings of one post: three scheduled ones and those typed by hand. */
export const REPORT_READINGS_MAX = 100;

const timestamp = v.pipe(
  v.string('validation.dateInvalid'),
  v.isoTimestamp('validation.dateInvalid'),
);

const figure = v.nullable(
  v.pipe(
    v.number('validation.figureInvalid'),
    v.integer('validation.figureInvalid'),
    v.minValue(0, 'validation.figureInvalid'),
    v.maxValue(1_000_000_000_000, 'validation.figureInvalid'),
  ),
);

const ratio = v.nullable(
  v.pipe(v.number('validation.figureInvalid'), v.finite('validation.figureInvalid'), v.minValue(0)),
);

const tally = v.pipe(
  v.number('validation.figureInvalid'),
  v.integer('validation.figureInvalid'),
  v.minValue(0, 'validation.figureInvalid'),
  v.maxValue(REPORT_ITEMS_MAX, 'validation.figureInvalid'),
);

const ReportReadingSchema = v.strictObject({
  checkpoint: v.picklist([...FIGURE_CHECKPOINTS, 'manual'], 'validation.optionInvalid'),
  source: v.picklist([...SOCIAL_NETWORKS, 'manual'], 'validation.networkInvalid'),
  views: figure,
  likes: figure,
  comments: figure,
  shares: figure,
  reach: figure,
  read_at: timestamp,
});

const ReportItemFiguresSchema = v.strictObject({
  network: v.picklist(SOCIAL_NETWORKS, 'validation.networkInvalid'),
  content_type: v.picklist(CONTENT_TYPES, 'validation.contentTypeInvalid'),
  number: v.pipe(
    v.number('validation.quantityInvalid'),
    v.integer('validation.quantityInvalid'),
    v.minValue(1, 'validation.quantityInvalid'),
    v.maxValue(REPORT_ITEMS_MAX, 'validation.quantityInvalid'),
  ),
  status: v.picklist(ITEM_STATUSES, 'validation.statusInvalid'),
  post_url: v.nullable(
    v.pipe(v.string('validation.urlInvalid'), v.maxLength(2048, 'validation.urlInvalid')),
  ),
  published_at: v.nullable(timestamp),
  readings: v.pipe(v.array(ReportReadingSchema), v.maxLength(REPORT_READINGS_MAX)),
});

/**
 * A campaign report's printed figures (`ReportFigures`). The totals are checked for their shape
 * only: the core API computes them again from the items before it takes the digest.
 */
export const ReportFiguresSchema = v.strictObject({
  price: v.pipe(
    v.number('validation.amountInvalid'),
    v.finite('validation.amountInvalid'),
    v.minValue(0, 'validation.amountInvalid'),
  ),
  items: v.pipe(v.array(ReportItemFiguresSchema), v.maxLength(REPORT_ITEMS_MAX)),
  totals: v.strictObject({
    views: figure,
    interactions: figure,
    cost_per_view: ratio,
    cost_per_interaction: ratio,
    items_planned: tally,
    items_measured: tally,
    items_with_views: tally,
    items_with_interactions: tally,
  }),
});

/** `POST /api/v3/campaign-reports/exports/` body (the core API computes the digest itself). */
export const ReportExportRecordSchema = v.strictObject({
  code: v.pipe(
    v.string('validation.kitCodeInvalid'),
    v.regex(MEDIA_KIT_CODE_PATTERN, 'validation.kitCodeInvalid'),
  ),
  collaboration_id: RecordIdSchema,
  exported_at: timestamp,
  figures: ReportFiguresSchema,
});
