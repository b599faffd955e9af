// The limits the validation messages quote, shared with the core API's texts.
export { VALIDATION_PARAMS } from '../../src-shared/i18n/validation-params';
