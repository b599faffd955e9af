/**
 * How long the texts people type may be, and how many children a profile lists: enforced by the
 * schemas, quoted by the validation messages (`{{passwordMin}}`…). Kept apart from the schemas so
 * the messages' numbers come without the validation library (the start-up bundle needs the
 * numbers, not the schemas).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** docs/PRODUCT.md §5/§9: username and name max 50, URL max 250. */
export const NETWORK_USERNAME_MAX_LENGTH = 50;
export const NETWORK_NAME_MAX_LENGTH = 50;
export const NETWORK_URL_MAX_LENGTH = 250;

export const NAME_MAX_LENGTH = 50;
export const BIO_MAX_LENGTH = 500;
export const MAX_CHILDREN = 10;

export const AI_PROMPT_MIN_LENGTH = 3;
export const AI_PROMPT_MAX_LENGTH = 1000;

export const AGENCY_TEXT_MAX_LENGTH = 80;
