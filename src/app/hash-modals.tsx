import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { useLocation } from 'react-router';

import { NamespacesReady } from '@/lib/i18n/namespaces-ready';
import { useSession } from '@/lib/session/session-store';

/**
 * Popups that open over any page by URL hash, who may see them and the dictionaries they speak
 * from (the popup renders once those are loaded: no route loader does it for a popup).
 */
const HASH_MODALS: Record<
  string,
  {
    component: LazyExoticComponent<ComponentType>;
    namespaces: readonly string[];
    guestOnly?: boolean;
  }
> = {
  '#registration': {
    component: lazy(() =>
      import('@/features/registration/components/registration-popup').then((m) => ({
        default: m.RegistrationPopup,
      })),
    ),
    namespaces: ['registration', 'common'],
    guestOnly: true,
  },
};

/** Renders the popup the URL hash names (loaded on demand). */
export function HashModals() {
  const { hash } = useLocation();
  const { authenticated } = useSession();
  const modal = HASH_MODALS[hash];
  if (!modal || (modal.guestOnly && authenticated)) return null;
  const Modal = modal.component;
  return (
    <NamespacesReady namespaces={modal.namespaces}>
      <Suspense fallback={null}>
        <Modal />
      </Suspense>
    </NamespacesReady>
  );
}
