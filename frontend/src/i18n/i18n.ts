import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/**
 * i18next with English as the fallback. Keys are flat and written as the spec names them
 * ('marketplace.not-found'), so the key separator is off; each feature keeps its keys in
 * i18n/en/<feature>.ts.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initImmediate: false,
  showSupportNotice: false,
});
