import * as v from 'valibot';
import {
  KIT_PAGE_SIZES,
  KIT_SECTIONS,
  MEDIA_KIT_CODE_PATTERN,
  MEDIA_KIT_FORMATS,
  type KitSection,
} from '../domain/media-kit';
import { SOCIAL_NETWORKS } from '../domain/network';
import { detectImageKind } from '../rules/image-file';
import { AGENCY_TEXT_MAX_LENGTH } from '../rules/text-limits';

/** Agency logos are small marks printed on every kit. */
export const AGENCY_LOGO_MAX_BYTES = 2 * 1024 * 1024;

const sectionEntries = Object.fromEntries(
  KIT_SECTIONS.map((section) => [section, v.boolean('validation.optionInvalid')]),
) as Record<KitSection, v.BooleanSchema<'validation.optionInvalid'>>;

/** One account's kit options as the renderer saves them (and main checks them). */
export const KitOptionsSchema = v.strictObject({
  sections: v.strictObject(sectionEntries),
  accent: v.pipe(
    v.string('validation.colorInvalid'),
    v.regex(/^#[0-9a-fA-F]{6}$/, 'validation.colorInvalid'),
    v.toLowerCase(),
  ),
  page_size: v.picklist(KIT_PAGE_SIZES, 'validation.optionInvalid'),
  format: v.picklist(MEDIA_KIT_FORMATS, 'validation.optionInvalid'),
});

const agencyText = (max = AGENCY_TEXT_MAX_LENGTH) =>
  v.pipe(v.string('validation.textInvalid'), v.trim(), v.maxLength(max, 'validation.textTooLong'));

/**
 * "Datos de la agencia": every field optional (all empty clears them). The logo comes as bytes
 * (JPEG or PNG) when a new one was picked; `remove_logo` drops the stored one.
 */
export const AgencyDetailsInputSchema = v.strictObject({
  name: agencyText(),
  contact_person: agencyText(),
  email: v.union(
    [
      v.literal(''),
      v.pipe(v.string(), v.trim(), v.email('validation.emailInvalid'), v.maxLength(254)),
    ],
    'validation.emailInvalid',
  ),
  phone: v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^\+?[\d\s()-]+$/, 'validation.phoneInvalid'),
        v.check((value) => {
          const digits = value.replace(/\D/g, '').length;
          return digits >= 8 && digits <= 15;
        }, 'validation.phoneInvalid'),
      ),
    ],
    'validation.phoneInvalid',
  ),
  logo: v.optional(
    v.pipe(
      v.instance(Uint8Array, 'validation.imageInvalid'),
      v.check((bytes) => bytes.byteLength > 0, 'validation.imageInvalid'),
      v.check((bytes) => bytes.byteLength <= AGENCY_LOGO_MAX_BYTES, 'validation.imageTooLarge'),
      v.check((bytes) => detectImageKind(bytes) !== null, 'validation.imageType'),
    ),
  ),
  remove_logo: v.optional(v.boolean()),
});

const figureNumber = v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0)));

/** `POST /api/v3/media-kit/exports/` body (the core API recomputes the digest itself). */
export const KitExportRecordSchema = v.strictObject({
  code: v.pipe(
    v.string('validation.kitCodeInvalid'),
    v.regex(MEDIA_KIT_CODE_PATTERN, 'validation.kitCodeInvalid'),
  ),
  exported_at: v.pipe(v.string('validation.dateInvalid'), v.isoTimestamp('validation.dateInvalid')),
  figures: v.strictObject({
    handle: v.nullable(v.pipe(v.string(), v.maxLength(30))),
    networks: v.pipe(
      v.array(
        v.strictObject({
          network: v.picklist(SOCIAL_NETWORKS, 'validation.networkInvalid'),
          username: v.pipe(v.string(), v.maxLength(100)),
          followers: v.pipe(v.number(), v.integer(), v.minValue(0)),
          er: figureNumber,
          aqs: figureNumber,
          views_avg: figureNumber,
        }),
      ),
      v.maxLength(50),
    ),
  }),
});
