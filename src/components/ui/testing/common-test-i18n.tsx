import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

import common from '@/locales/en/common.json';

/** An i18next instance with the real English `common` texts, for tests of shared components. */
export function commonTestI18n(): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: { en: { common } },
  });
  return i18n;
}

/** Wraps a test tree in the English `common` texts. */
export function WithCommonTexts({ children }: { readonly children: ReactNode }) {
  return <I18nextProvider i18n={commonTestI18n()}>{children}</I18nextProvider>;
}
