import * as v from 'valibot';
import {
  DESK_GROUP_MAX_LENGTH,
  DESK_LINE_ACTIONS,
  DESK_NOTE_MAX_LENGTH,
  ROSTER_FORMATS,
} from '../domain/agency-desk';

/** Bidi controls and unpaired surrogates would let a group's name display as something else. */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);

/** A group ("Moda", "Gaming"): one line, trimmed; '' or null takes the account out of its group. */
export const DeskGroupSchema = v.nullable(
  v.pipe(
    v.string('validation.textInvalid'),
    v.trim(),
    v.maxLength(DESK_GROUP_MAX_LENGTH, 'validation.deskGroupTooLong'),
    v.check((text) => !/[\r\n]/.test(text), 'validation.deskGroupOneLine'),
    v.check((text) => !UNSAFE_TEXT.test(text) && !hasLoneSurrogate(text), 'validation.textInvalid'),
  ),
);

/** A private note about an account; line breaks are kept. */
export const DeskNoteSchema = v.pipe(
  v.string('validation.textInvalid'),
  v.maxLength(DESK_NOTE_MAX_LENGTH, 'validation.deskNoteTooLong'),
  v.check(
    // eslint-disable-next-line no-control-regex
    (text) => !/[\u0000\u202a-\u202e\u2066-\u2069]/.test(text) && !hasLoneSurrogate(text),
    'validation.textInvalid',
  ),
);

/** An inbox line's id as main makes it: a kind, then ids and dates. */
export const DeskLineIdSchema = v.pipe(
  v.string('validation.optionInvalid'),
  v.nonEmpty('validation.optionInvalid'),
  v.maxLength(400, 'validation.optionInvalid'),
  v.regex(/^[a-z_]+:[\w:.@+\-#/]+$/, 'validation.optionInvalid'),
);

export const DeskLineActionSchema = v.picklist(DESK_LINE_ACTIONS, 'validation.optionInvalid');
export const RosterFormatSchema = v.picklist(ROSTER_FORMATS, 'validation.optionInvalid');
