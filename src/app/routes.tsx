import type { RouteObject } from 'react-router';

import { SETTINGS_ROUTE_ID } from '@/config/use-settings.ts';

import { AppLayout } from './app-layout';
import type { AppServices } from './app-services';
import { type LayoutRegistry, layoutRegistry } from './layout-registry';
import { languageLoader, microfrontendLoader, notFoundLoader, rootLoader } from './loaders';
import { LoadingScreen } from './loading-screen';
import {
  informationRoutes,
  lazyRoute,
  officeRoute,
  pageRoutes,
  sectionRoutes,
} from './registry-routes';
import { RouteError } from './route-error';
import { routeModule } from './route-modules';

/**
 * The app's routes: every page lives under `/{lng}/`, one route per key of the layout registry
 * (its component loaded by route `lazy`); what is enabled comes from settings, in the loaders.
 */
export function createRoutes(
  services: AppServices,
  registry: LayoutRegistry = layoutRegistry,
): RouteObject[] {
  return [
    {
      path: '/',
      loader: rootLoader(services),
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingScreen,
      Component: LoadingScreen,
    },
    {
      id: SETTINGS_ROUTE_ID,
      path: '/:lng',
      loader: languageLoader(services),
      // Settings are cached, so re-running on every navigation is cheap and keeps redirect_404 honest.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname,
      Component: AppLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingScreen,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            ...pageRoutes(services, registry),
            ...informationRoutes(services, registry),
            officeRoute(services, registry),
            {
              path: 'microfrontend/:key',
              loader: microfrontendLoader(services),
              ...lazyRoute(
                routeModule(
                  '/src/features/frames/components/microfrontend-page.tsx',
                  'MicrofrontendPage',
                ),
              ),
            },
            ...sectionRoutes(services, registry),
            { path: '*', loader: notFoundLoader },
          ],
        },
      ],
    },
  ];
}
