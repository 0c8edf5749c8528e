import { useTranslation } from 'react-i18next';
import useSWR from 'swr';

import { useApiClient } from '@/lib/api-client/api-client-context';

import { type PhoneCatalogue, phoneCatalogueCall } from './phone-catalogue';

const EMPTY: PhoneCatalogue = { options: [], rules: [] };

/**
 * Phone countries and masks for the picker and the rules, cached for the app's lifetime per
 * language: the platform names the countries in the page's language (the call's x-lang).
 */
export function usePhoneCatalogue(): PhoneCatalogue {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const call = phoneCatalogueCall(i18n.language);
  const { data } = useSWR(call.key, () => call.run(client) as Promise<PhoneCatalogue>, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return data ?? EMPTY;
}
