/**
 * Characters that make a text display as something other than what it is (issue 35): bidi
 * controls (U+202E turns "gnp.exe" into "exe.png"), control characters, and UTF-16 halves without
 * their other half. Refused in every name and text a person reads (companies, brands, calls,
 * profiles, an agency's groups). Line breaks and tabs are the one exception, where `multiline`.
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAKS = /[\t\n\r]/;
/** Embeddings, overrides and isolates, the marks LRM/RLM/ALM, and the line/paragraph separators. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` holds a character that disguises how it reads; `multiline` allows \t, \n, \r. */
export function hasDisguisingCharacters(text: string, { multiline = false } = {}): boolean {
  return (
    BIDI_CONTROLS.test(text) ||
    LONE_SURROGATE.test(text) ||
    CONTROLS.test(text) ||
    (!multiline && LINE_BREAKS.test(text))
  );
}
