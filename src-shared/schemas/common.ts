import * as v from 'valibot';
import { hasDisguisingCharacters } from '../rules/visible-text';
import { MAX_PAGE_SIZE } from '../api/envelope';
import { phoneCountry } from '../catalogs/countries';
import { NetworkUrlSchema } from './network';

/** Largest amount a price, budget or proposal may name, in USD. */
export const MAX_USD = 1_000_000;

/** A positive USD amount with at most two decimals (cents); anything else is a clear 400. */
export const UsdAmountSchema = v.pipe(
  v.number('validation.amountInvalid'),
  v.check((value) => Number.isFinite(value) && value > 0, 'validation.amountInvalid'),
  v.maxValue(MAX_USD, 'validation.amountTooLarge'),
  v.check(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'validation.amountCents',
  ),
);

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
export const IsoDateSchema = v.pipe(
  v.string('validation.dateInvalid'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid'),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'validation.dateInvalid'),
);

/** An alpha-2 country of the catalogue. */
export const CountrySchema = v.pipe(
  v.string('validation.countryInvalid'),
  v.check((iso) => phoneCountry(iso) !== undefined, 'validation.countryInvalid'),
);

/** An optional web address: '' or an http(s) URL of at most 250 characters. */
export const OptionalUrlSchema = v.union(
  [v.literal(''), NetworkUrlSchema],
  'validation.urlInvalid',
);

/** Trimmed text between `min` and `max` characters; `key` names the field's messages. */
export const textBetween = (
  min: number,
  max: number,
  key: string,
  { multiline = false }: { multiline?: boolean } = {},
) =>
  v.pipe(
    v.string(`validation.${key}Required`),
    v.trim(),
    v.minLength(min, min <= 1 ? `validation.${key}Required` : `validation.${key}TooShort`),
    v.maxLength(max, `validation.${key}TooLong`),
    readsAsWritten({ multiline }),
  );

/**
 * Issue 35: a text people read shows what it holds. No bidi control, control character or half
 * of a UTF-16 pair (rules/visible-text.ts); a one-line text, no line break either.
 */
export const readsAsWritten = ({ multiline = false }: { multiline?: boolean } = {}) =>
  v.check<string, string>(
    (text) => !hasDisguisingCharacters(text, { multiline }),
    multiline ? 'validation.textDisguised' : 'validation.textDisguisedOneLine',
  );

/** An id the server made (UUID); anything else cannot name a record. */
export const RecordIdSchema = v.pipe(
  v.string('validation.idInvalid'),
  v.uuid('validation.idInvalid'),
);

/** Lists sent as sets: no entry twice. */
export const uniqueItems = <T>(message: string) =>
  v.check<T[], string>((items) => new Set(items).size === items.length, message);

/** A list page from 1. */
export const PageNumberSchema = v.pipe(
  v.number('validation.pageInvalid'),
  v.integer('validation.pageInvalid'),
  v.minValue(1, 'validation.pageInvalid'),
);

/** A page size from 1 to MAX_PAGE_SIZE: 10,000 rows at once is a 400, not a slow answer. */
export const PageSizeSchema = v.pipe(
  v.number('validation.pageSizeInvalid'),
  v.integer('validation.pageSizeInvalid'),
  v.minValue(1, 'validation.pageSizeInvalid'),
  v.maxValue(MAX_PAGE_SIZE, 'validation.pageSizeInvalid'),
);
