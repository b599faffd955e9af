import * as v from 'valibot';
import { containsContactInfo } from '../rules/contact-detection';

/**
 * A free-text message between brand and creator (an application, a proposal or counter round).
 * It may be empty; like a bio it may not carry contact details, so nobody routes the deal around
 * the marketplace (`negativeContent.findInfoContact`, the spec's key, kept as written).
 */
export const messageText = (maxLength: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(maxLength, 'validation.messageTooLong'),
      v.check((text) => !containsContactInfo(text), 'negativeContent.findInfoContact'),
    ),
    '',
  );
