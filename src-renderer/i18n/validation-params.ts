import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../src-shared/schemas/auth';

/**
 * Limits quoted by `validation.*` messages. The shared schemas carry only the message key, so the
 * numbers are interpolated here from the same constants the schemas enforce.
 */
export const VALIDATION_PARAMS = {
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
} as const;
