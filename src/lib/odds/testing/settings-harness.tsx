import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { settingsDefaults } from '@/config/generated/site-settings.defaults.ts';
import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import type { LoadedSettings } from '@/config/settings-client.ts';
import { SETTINGS_ROUTE_ID } from '@/config/use-settings.ts';
import { fakeForage } from '@/lib/preferences/fake-forage';
import { PreferencesProvider } from '@/lib/preferences/preferences-context';
import { createPreferencesStore, type PreferencesStore } from '@/lib/preferences/preferences-store';
import ar from '@/locales/ar/sportsbook.json';
import en from '@/locales/en/sportsbook.json';
import kk from '@/locales/kk/sportsbook.json';
import pt from '@/locales/pt/sportsbook.json';
import ru from '@/locales/ru/sportsbook.json';

const HydrateFallback = () => null;

const SPORTSBOOK: Record<string, Record<string, string>> = { ar, en, kk, pt, ru };

/** The settings sections the odds and betting-view pieces read, each overridable key by key. */
export interface SettingsOverrides {
  readonly globalConfig?: Partial<SiteSettings['globalConfig']>;
  readonly bettingConfig?: Partial<SiteSettings['bettingConfig']>;
  readonly booleanConfig?: Partial<SiteSettings['booleanConfig']>;
}

export interface HarnessOptions extends SettingsOverrides {
  /** The page's language (its `sportsbook` texts are the real ones); en when not given. */
  readonly language?: string;
  /** The preferences store (a fresh one over the fake driver when not given: load it yourself). */
  readonly preferences?: PreferencesStore;
}

/** A preferences store over the in-memory test driver (fakeDriver's). */
export const fakePreferences = () => createPreferencesStore({ forage: fakeForage() });

/**
 * Renders `ui` as a page under `/:lng` would be (the settings route's data, the preferences
 * store, the page's `sportsbook` texts) without the app around it: for the shared pieces that
 * read settings and preferences.
 */
export function renderWithSettings(ui: ReactNode, options: HarnessOptions = {}) {
  const { language = 'en', preferences = fakePreferences() } = options;
  const settings: SiteSettings = {
    ...settingsDefaults,
    globalConfig: { ...settingsDefaults.globalConfig, ...options.globalConfig },
    bettingConfig: { ...settingsDefaults.bettingConfig, ...options.bettingConfig },
    booleanConfig: { ...settingsDefaults.booleanConfig, ...options.booleanConfig },
  };
  const loaded: LoadedSettings = { settings, variant: { partner: 1, language } };
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    ns: ['sportsbook'],
    defaultNS: 'sportsbook',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: { [language]: { sportsbook: SPORTSBOOK[language] ?? {} } },
  });
  const router = createMemoryRouter(
    [{ id: SETTINGS_ROUTE_ID, path: '/:lng', loader: () => loaded, element: ui, HydrateFallback }],
    { initialEntries: [`/${language}`] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <PreferencesProvider store={preferences}>
        <RouterProvider router={router} />
      </PreferencesProvider>
    </I18nextProvider>,
  );
  return { ...result, preferences, settings };
}
