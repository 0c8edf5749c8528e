import useSWR from 'swr';

import { useApiClient } from '@/lib/api-client/api-client-context';

import { loadPhoneCatalogue, type PhoneCatalogue } from './phone-catalogue';

const EMPTY: PhoneCatalogue = { options: [], rules: [] };

/** Phone countries and masks for the picker and the rules (cached for the app's lifetime). */
export function usePhoneCatalogue(): PhoneCatalogue {
  const client = useApiClient();
  const { data } = useSWR('phone-catalogue', () => loadPhoneCatalogue(client), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return data ?? EMPTY;
}
