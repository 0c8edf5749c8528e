import type { i18n as I18n } from 'i18next';

import type { SettingsClient } from '@/config/settings-client.ts';
import type { ApiClient } from '@/lib/api-client/client';
import type { FirstAnswers } from '@/lib/api-client/first-answers';
import type { CookieDocument } from '@/lib/cookie-document';
import type { LanguageDocument } from '@/lib/i18n/rtl';
import type { PageContextValue } from '@/lib/page-context';
import type { SessionStore } from '@/lib/session/session-store';

/** What the app writes into the page's document: cookies, and `<html lang dir>` when it has one. */
export type PageDocument = CookieDocument & Partial<LanguageDocument>;

/** What route loaders need: one app's, built by createServices (and by tests with their own fakes). */
export interface AppServices {
  readonly settings: SettingsClient;
  readonly i18n: I18n;
  readonly session: Pick<SessionStore, 'get'>;
  /** Resolves once the platform has said whether the visitor has a session (before any route guard). */
  readonly sessionKnown?: () => Promise<void>;
  /** The visitor's languages, most wanted first (the browser's; none in tests unless given). */
  readonly visitorLanguages?: readonly string[];
  /** Where the development variant override is remembered: session cookies the platform reads too. */
  readonly variantMemory?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The page's document; absent on the platform, which writes `lang` and `dir` into the HTML itself. */
  readonly document?: PageDocument;
  /** The page's address (its host names the variant's texts); absent in tests with their own fakes. */
  readonly page?: PageContextValue;
  /** Answers the first page's loaders ask for on behalf of views (the footer's texts). */
  readonly firstAnswers?: FirstAnswers;
  /** The one API client, for a page's first data (RegistryEntry.firstData). */
  readonly api?: ApiClient;
}
