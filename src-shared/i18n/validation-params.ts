import { MAX_PAGE_SIZE } from '../api/envelope';
import {
  CALENDAR_MAX_DAYS,
  DRAFT_MAX_IMAGES,
  ITEM_NOTE_MAX_LENGTH,
  MAX_REVISION_ROUNDS,
} from '../domain/collaboration';
import { BRIEFCASE_IMAGE_MAX_BYTES, BRIEFCASE_VIDEO_MAX_BYTES } from '../domain/briefcase';
import { DESK_GROUP_MAX_LENGTH } from '../domain/agency-desk';
import { MINIMUM_AGE } from '../rules/age';
import { formatFollowersInput, MAX_FOLLOWERS } from '../rules/followers';
import { PROFILE_IMAGE_MAX_BYTES } from '../rules/image-file';
import { MAX_ETHNICITIES, MAX_LANGUAGES, MAX_PETS } from '../rules/multi-select';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../rules/phone';
import { VANITY_MAX_LENGTH, VANITY_MIN_LENGTH } from '../rules/vanity';
import {
  AGENCY_TEXT_MAX_LENGTH,
  AI_PROMPT_MIN_LENGTH,
  BIO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MAX_CHILDREN,
  NAME_MAX_LENGTH,
  NETWORK_URL_MAX_LENGTH,
  NETWORK_USERNAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../rules/text-limits';

const BYTES_PER_MB = 1024 * 1024;

/**
 * Limits quoted by the validation messages (`{{name}}` in `validation-messages.es-MX.ts`). The
 * schemas carry only the message key, so the numbers come from the constants the schemas enforce.
 */
export const VALIDATION_PARAMS = {
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  bioMax: BIO_MAX_LENGTH,
  minimumAge: MINIMUM_AGE,
  phoneMinDigits: PHONE_MIN_DIGITS,
  phoneMaxDigits: PHONE_MAX_DIGITS,
  languagesMax: MAX_LANGUAGES,
  ethnicityMax: MAX_ETHNICITIES,
  petsMax: MAX_PETS,
  childrenMax: MAX_CHILDREN,
  vanityMin: VANITY_MIN_LENGTH,
  vanityMax: VANITY_MAX_LENGTH,
  imageMaxMb: PROFILE_IMAGE_MAX_BYTES / BYTES_PER_MB,
  briefcaseImageMaxMb: BRIEFCASE_IMAGE_MAX_BYTES / BYTES_PER_MB,
  briefcaseVideoMaxMb: BRIEFCASE_VIDEO_MAX_BYTES / BYTES_PER_MB,
  networkUsernameMax: NETWORK_USERNAME_MAX_LENGTH,
  networkUrlMax: NETWORK_URL_MAX_LENGTH,
  // Grouped as the field groups them (`10,000,000,000`), without making an Intl formatter at import.
  followersMax: formatFollowersInput(String(MAX_FOLLOWERS)),
  promptMin: AI_PROMPT_MIN_LENGTH,
  textMax: AGENCY_TEXT_MAX_LENGTH,
  pageSizeMax: MAX_PAGE_SIZE,
  revisionRoundsMax: MAX_REVISION_ROUNDS,
  draftMaxImages: DRAFT_MAX_IMAGES,
  itemNoteMax: ITEM_NOTE_MAX_LENGTH,
  calendarMaxDays: CALENDAR_MAX_DAYS,
  deskGroupMax: DESK_GROUP_MAX_LENGTH,
  deskNoteMax: '1,000',
  // Grouped as es-MX writes it, without making an Intl formatter at import.
  captionMax: '65,000',
} as const;

export type ValidationParams = typeof VALIDATION_PARAMS;
