import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import { type ApiCall, apiCall, type FirstDataArgs } from '@/lib/api-client/first-answers';

import { getGlobalChampList, getGlobalChamps } from './api/global-endpoints';
import { enabledGlobalSections } from './themed-sections';

/** The row of promoted sections' call: every global championship's name in the page's language. */
export const promotedSectionsInput = (language: string) => ({ lng: language });

/** The global championship the promoted event names (globalEventConfig.id), with every championship. */
export const globalEventInput = (settings: SiteSettings, language: string) => {
  const { enabled, id } = settings.globalEventConfig;
  return enabled && id !== undefined ? { lng: language, globalChampId: id, getEmpty: true } : null;
};

/** What the row of promoted sections and the promoted event ask, where the variant shows them. */
export function promotionCalls(settings: SiteSettings, language: string): ApiCall[] {
  const event = globalEventInput(settings, language);
  return [
    ...(enabledGlobalSections(settings).length > 0
      ? [apiCall(getGlobalChampList.line, promotedSectionsInput(language))]
      : []),
    ...(event ? [apiCall(getGlobalChamps.line, event)] : []),
  ];
}

/**
 * The promotions asked ahead on the app's first page (FirstAnswers.prefetch), so the platform's
 * page shows them and nothing moves in after hydration.
 */
export const promotionsFirstData = ({
  prefetch,
  settings,
  language,
}: Pick<FirstDataArgs, 'prefetch' | 'settings' | 'language'>): Promise<void> =>
  prefetch(promotionCalls(settings, language));
