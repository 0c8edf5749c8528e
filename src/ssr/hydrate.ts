import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';

import { logger } from '@/lib/logger';

import { HYDRATION_REPORT } from './hydration-report';

/** Resolves once the router has run the first page's loaders and loaded its route modules. */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Takes over the platform's rendered page once the router holds what the platform rendered it
 * from, so the first render matches the markup. React's production build reports a text that does
 * not match through onRecoverableError (and renders that part anew): reported, never silent.
 */
export async function hydratePage(root: HTMLElement, element: ReactElement, router: DataRouter) {
  await routerReady(router);
  hydrateRoot(root, element, {
    onRecoverableError: (error) =>
      logger.error(
        `${HYDRATION_REPORT}: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
}
