import { useLocation } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { usePageHost } from '@/lib/page-context';

import { getVisual } from '../api/get-visual';
import { pageDataQueryOf } from '../page-data';
import { variantParamsOf } from '../variant-params';
import { useSeoCall } from './use-seo-call';

/** The platform's visible H1 for the current page: undefined while asked, '' when it has none (or failed). */
export function useVisualTitle(): string | undefined {
  const { pathname } = useLocation();
  const { variant } = useLoadedSettings();
  const host = usePageHost();
  return useSeoCall(
    'visual title',
    getVisual,
    {
      ...pageDataQueryOf(pathname, variant.language, host),
      ...variantParamsOf(variant),
    },
    '',
  );
}
