import type { i18n as I18n } from 'i18next';

import type { SettingsClient } from '@/config/settings-client.ts';
import type { sessionStore } from '@/lib/session/session-store';

/** What route loaders need; built once in main.tsx (and by tests with their own fakes). */
export interface AppServices {
  readonly settings: SettingsClient;
  readonly i18n: I18n;
  readonly session: Pick<typeof sessionStore, 'get'>;
  /** Resolves once the platform has said whether the visitor has a session (before any route guard). */
  readonly sessionKnown?: () => Promise<void>;
  /** The visitor's languages, most wanted first (the browser's; none in tests unless given). */
  readonly visitorLanguages?: readonly string[];
  /** Where the development variant override is remembered (sessionStorage in the browser). */
  readonly sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
}
