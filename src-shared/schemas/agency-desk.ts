import * as v from 'valibot';
import { hasDisguisingCharacters } from '../rules/visible-text';
import {
  DESK_GROUP_MAX_LENGTH,
  DESK_LINE_ACTIONS,
  DESK_NOTE_MAX_LENGTH,
  ROSTER_FORMATS,
} from '../domain/agency-desk';

/** A group ("Moda", "Gaming"): one line, trimmed; '' or null takes the account out of its group. */
export const DeskGroupSchema = v.nullable(
  v.pipe(
    v.string('validation.textInvalid'),
    v.trim(),
    v.maxLength(DESK_GROUP_MAX_LENGTH, 'validation.deskGroupTooLong'),
    v.check((text) => !/[\r\n]/.test(text), 'validation.deskGroupOneLine'),
    // Bidi controls and unpaired surrogates would let a group's name display as something else.
    v.check(
      (text) => !hasDisguisingCharacters(text, { multiline: true }),
      'validation.textInvalid',
    ),
  ),
);

/** A private note about an account; line breaks are kept. */
export const DeskNoteSchema = v.pipe(
  v.string('validation.textInvalid'),
  v.maxLength(DESK_NOTE_MAX_LENGTH, 'validation.deskNoteTooLong'),
  v.check((text) => !hasDisguisingCharacters(text, { multiline: true }), 'validation.textInvalid'),
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
