import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { useLocation } from 'react-router';

import { useSession } from '@/lib/session/session-store';

/** Popups that open over any page by URL hash, and who may see them. */
const HASH_MODALS: Record<
  string,
  { component: LazyExoticComponent<ComponentType>; guestOnly?: boolean }
> = {
  '#registration': {
    component: lazy(() =>
      import('@/features/registration/components/registration-popup').then((m) => ({
        default: m.RegistrationPopup,
      })),
    ),
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
    <Suspense fallback={null}>
      <Modal />
    </Suspense>
  );
}
