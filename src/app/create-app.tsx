import { type ReactElement, StrictMode } from 'react';
import { type DataRouter, type RouteObject, RouterProvider } from 'react-router';

import { routerReady } from '@/lib/router-ready';

import { AppProviders } from './app-providers';
import type { AppServices } from './app-services';
import { createServices, type ServicesEnvironment, type WiredServices } from './create-services';
import { createRoutes } from './routes';

/** The page's or a route test's environment: the services' plus how routing and rendering go. */
export interface AppEnvironment extends ServicesEnvironment {
  /** Makes the router from the routes (browser history in the page, memory in tests). */
  readonly createRouter: (routes: RouteObject[]) => DataRouter;
  /** The routes (the app's own unless a test adds pages of its own). */
  readonly routes?: (services: AppServices) => RouteObject[];
  /** Renders under StrictMode (the page, in development and production alike). */
  readonly strict?: boolean;
}

/** The wired app: its services, its router and the element to render. */
export interface App {
  readonly services: WiredServices;
  readonly router: DataRouter;
  readonly element: ReactElement;
}

/** Builds the whole app — services, routes, router, providers — for `src/main.tsx` and route tests alike. */
export async function createApp(env: AppEnvironment): Promise<App> {
  const services = await createServices(env);
  const router = env.createRouter((env.routes ?? createRoutes)(services));
  // From the second page on, views ask for their own data (FirstAnswers.loadingFirstPage).
  void routerReady(router).then(services.firstAnswers.firstPageShown);
  const tree = (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  return { services, router, element: env.strict ? <StrictMode>{tree}</StrictMode> : tree };
}
