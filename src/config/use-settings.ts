import { useRouteLoaderData } from 'react-router';

import type { LoadedSettings } from './settings-client.ts';

/** Route id of the `/:lng` route whose loader provides the settings. */
export const SETTINGS_ROUTE_ID = 'lng';

/** The loaded settings and variant of the current page (inside the `/:lng` route). */
export function useLoadedSettings(): LoadedSettings {
  const data = useRouteLoaderData<LoadedSettings>(SETTINGS_ROUTE_ID);
  if (!data) throw new Error('useLoadedSettings: used outside the /:lng route');
  return data;
}

/** The resolved, frozen site settings. */
export const useSettings = () => useLoadedSettings().settings;
