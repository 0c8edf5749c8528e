import type { RouteObject } from 'react-router';

import { SETTINGS_ROUTE_ID } from '@/config/use-settings.ts';

import { AppLayout } from './app-layout';
import type { AppServices } from './app-services';
import { layoutRegistry, type RegistryEntry } from './layout-registry';
import {
  informationLoader,
  languageLoader,
  microfrontendLoader,
  notFoundLoader,
  officeLoader,
  pageLoader,
  rootLoader,
  sectionLoader,
} from './loaders';
import { LoadingScreen } from './loading-screen';
import { RegistrySection } from './registry-section';
import { RouteError } from './route-error';

const lazyEntry = (entry: RegistryEntry) => async () => ({ Component: await entry.load() });
const informationEntry = layoutRegistry.information.information;

/** The app's routes: every page lives under `/{lng}/`; what exists comes from settings. */
export function createRoutes(services: AppServices): RouteObject[] {
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
            {
              index: true,
              loader: pageLoader(services, layoutRegistry.page.home),
              lazy: lazyEntry(layoutRegistry.page.home),
            },
            {
              path: 'information/*',
              loader: informationLoader(services),
              lazy: lazyEntry(informationEntry),
            },
            {
              path: 'registration',
              loader: pageLoader(services, layoutRegistry.page.registration),
              lazy: lazyEntry(layoutRegistry.page.registration),
            },
            {
              path: 'login',
              loader: pageLoader(services, layoutRegistry.page.signIn),
              lazy: lazyEntry(layoutRegistry.page.signIn),
            },
            {
              path: 'password-reset',
              loader: pageLoader(services, layoutRegistry.page.passwordReset),
              lazy: lazyEntry(layoutRegistry.page.passwordReset),
            },
            {
              path: 'social/callback',
              loader: pageLoader(services, layoutRegistry.page.socialCallback),
              lazy: lazyEntry(layoutRegistry.page.socialCallback),
            },
            {
              path: 'office/:section?',
              loader: officeLoader(services),
              lazy: async () => ({
                Component: (await import('@/features/office/components/office-page')).OfficePage,
              }),
            },
            {
              path: 'microfrontend/:key',
              loader: microfrontendLoader(services),
              lazy: async () => ({
                Component: (await import('@/features/frames/components/microfrontend-page'))
                  .MicrofrontendPage,
              }),
            },
            { path: ':section/*', loader: sectionLoader(services), Component: RegistrySection },
            { path: '*', loader: notFoundLoader },
          ],
        },
      ],
    },
  ];
}
