import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** An i18next instance for form tests: the registration texts given, keys as written (no separators). */
export function formTestI18n(registration: Record<string, string>): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['registration', 'common'],
    defaultNS: 'registration',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: { en: { registration, common: {} } },
  });
  return i18n;
}
