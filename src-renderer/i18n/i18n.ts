import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
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
    interpolation: { escapeValue: false },
  });
  return instance;
}

export const i18n = createI18n();
