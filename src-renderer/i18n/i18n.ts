import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { VALIDATION_MESSAGES_ES_MX } from '../../src-shared/i18n/validation-messages.es-MX';
import { VALIDATION_PARAMS } from '../../src-shared/i18n/validation-params';
import esMX from './locales/es-MX.json';

export const APP_LOCALE = 'es-MX';

function createI18n(): I18n {
  const instance = i18next.createInstance();
  // The start-up catalogue is bundled, so initialising synchronously means the first render is
  // already Spanish; the signed-in features' catalogues are added later (feature-catalogues.ts).
  void instance.use(initReactI18next).init({
    lng: APP_LOCALE,
    fallbackLng: APP_LOCALE,
    supportedLngs: [APP_LOCALE],
    resources: { [APP_LOCALE]: { translation: esMX } },
    initAsync: false,
    // Every text may quote a limit (`{{passwordMin}}`…) without each call passing the numbers.
    interpolation: { escapeValue: false, defaultVariables: { ...VALIDATION_PARAMS } },
  });
  // Validation messages come from the catalogue the core API answers with, so both say the same.
  instance.addResourceBundle(APP_LOCALE, 'translation', VALIDATION_MESSAGES_ES_MX, true, false);
  return instance;
}

export const i18n = createI18n();
