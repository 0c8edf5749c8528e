import i18next, { type BackendModule, type i18n as I18n } from 'i18next';

import { logger } from '../logger';
import type { DictionaryLoader } from './dictionary-loader';

/** i18next with our dictionary loader; a missing key or a failed load shows the key, never a crash. */
export async function createI18n(
  loader: DictionaryLoader,
  language: string,
  namespaces: readonly string[] = ['common'],
): Promise<I18n> {
  const backend: BackendModule = {
    type: 'backend',
    callbackApi: false,
    init: () => undefined,
    // With callbackApi: false i18next awaits the promise; its types only know the callback form.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    read: async (lng: string, ns: string) => {
      try {
        return await loader.load(lng, ns);
      } catch (error) {
        logger.warn(`dictionary ${ns} (${lng}) failed to load; keys are shown instead`, error);
        return {};
      }
    },
  };
  const instance = i18next.createInstance();
  // Not registered with react-i18next (initReactI18next makes an instance the module's global,
  // the last app's on a server rendering many): components get theirs from I18nextProvider.
  await instance.use(backend).init({
    lng: language,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: 'common',
    fallbackNS: 'common',
    // Keys are flat, and server message keys may contain dots or colons.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    load: 'currentOnly',
    react: { useSuspense: false },
  });
  return instance;
}
