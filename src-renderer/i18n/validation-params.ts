import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../src-shared/schemas/auth';
import { BIO_MAX_LENGTH, MAX_CHILDREN, NAME_MAX_LENGTH } from '../../src-shared/schemas/profile';
import {
  NETWORK_URL_MAX_LENGTH,
  NETWORK_USERNAME_MAX_LENGTH,
} from '../../src-shared/schemas/network';
import { PROFILE_IMAGE_MAX_BYTES } from '../../src-shared/rules/image-file';
import { MAX_ETHNICITIES, MAX_LANGUAGES, MAX_PETS } from '../../src-shared/rules/multi-select';
import { VANITY_MAX_LENGTH, VANITY_MIN_LENGTH } from '../../src-shared/rules/vanity';

const BYTES_PER_MB = 1024 * 1024;

/**
 * Limits quoted by `validation.*` messages. The shared schemas carry only the message key, so the
 * numbers are interpolated here from the same constants the schemas enforce.
 */
export const VALIDATION_PARAMS = {
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  bioMax: BIO_MAX_LENGTH,
  languagesMax: MAX_LANGUAGES,
  ethnicityMax: MAX_ETHNICITIES,
  petsMax: MAX_PETS,
  childrenMax: MAX_CHILDREN,
  vanityMin: VANITY_MIN_LENGTH,
  vanityMax: VANITY_MAX_LENGTH,
  imageMaxMb: PROFILE_IMAGE_MAX_BYTES / BYTES_PER_MB,
  networkUsernameMax: NETWORK_USERNAME_MAX_LENGTH,
  networkUrlMax: NETWORK_URL_MAX_LENGTH,
} as const;
