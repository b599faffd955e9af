import * as v from 'valibot';

/** Largest draft kept, as UTF-8 JSON: far above any form's text, far below a photo's bytes. */
export const DRAFT_MAX_BYTES = 256 * 1024;
export const DRAFT_KEY_MAX_LENGTH = 160;

/**
 * A draft's key: a lowercase form name then up to four `:`-separated ids (`wizard:profile`,
 * `counter:<proposal id>:2`). No `/`, `\` or `~`, so main can turn it into a file name (`:` → `~`)
 * without the key ever naming another folder.
 */
export const DRAFT_KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}(?::[A-Za-z0-9_.-]{1,100}){0,4}$/;

export const DraftKeySchema = v.pipe(
  v.string('validation.draftKeyInvalid'),
  v.maxLength(DRAFT_KEY_MAX_LENGTH, 'validation.draftKeyInvalid'),
  v.regex(DRAFT_KEY_PATTERN, 'validation.draftKeyInvalid'),
);

/** The bytes a draft's values take as JSON, as main stores them; null when not JSON at all. */
export function draftSize(values: unknown): number | null {
  try {
    const json = JSON.stringify(values);
    return json === undefined ? null : new TextEncoder().encode(json).byteLength;
  } catch {
    return null;
  }
}

/** A form's values as typed: a plain object that fits in `DRAFT_MAX_BYTES` as JSON. */
export const DraftValuesSchema = v.pipe(
  // A plain object; `v.record` would also take an array (as an object with keys "0", "1"…).
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'validation.draftInvalid',
  ),
  v.check((values) => {
    const size = draftSize(values);
    return size !== null && size <= DRAFT_MAX_BYTES;
  }, 'validation.draftTooLarge'),
);

export type DraftValues = v.InferOutput<typeof DraftValuesSchema>;
