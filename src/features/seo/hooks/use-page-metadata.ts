import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';

import { getPageData } from '../api/get-page-data';
import { pageDataOrDefaults, pageDataQueryOf } from '../page-data';
import { applyPageHead } from '../page-head';
import { variantParamsOf } from '../variant-params';

/** Keeps <head> in step with the page: asks the platform for the page's metadata on every navigation and language switch. */
export function usePageMetadata(): void {
  const client = useApiClient();
  const { pathname } = useLocation();
  const { variant } = useLoadedSettings();
  const language = variant.language;
  const { partner, country } = variantParamsOf(variant);
  useEffect(() => {
    const controller = new AbortController();
    const query = {
      ...pageDataQueryOf(pathname, language, window.location.host),
      partner,
      country,
    };
    void pageDataOrDefaults(
      () => client.call(getPageData, query, { signal: controller.signal }),
      controller.signal,
    ).then((meta) => {
      if (!controller.signal.aborted) applyPageHead(meta);
    });
    return () => controller.abort();
  }, [client, pathname, language, partner, country]);
}
