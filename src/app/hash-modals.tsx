import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react';
import { useLocation } from 'react-router';

import { NamespacesReady } from '@/lib/i18n/namespaces-ready';
import { useSession } from '@/lib/session/session-context';

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

/**
 * Renders the popup the URL hash names (loaded on demand). Who may see it is decided when it
 * opens: a guest's popup that signs the player in (a registration showing the new account's
 * credentials) stays until it closes itself.
 */
export function HashModals() {
  const { hash } = useLocation();
  const { authenticated } = useSession();
  const admits = (h: string) => {
    const modal = HASH_MODALS[h];
    return modal !== undefined && !(modal.guestOnly && authenticated);
  };
  const [opened, setOpened] = useState(() => ({ hash, admitted: admits(hash) }));
  if (opened.hash !== hash) setOpened({ hash, admitted: admits(hash) });
  const modal = HASH_MODALS[hash];
  const admitted = opened.hash === hash ? opened.admitted : admits(hash);
  if (!modal || !admitted) return null;
  const Modal = modal.component;
  return (
    <NamespacesReady namespaces={modal.namespaces}>
      <Suspense fallback={null}>
        <Modal />
      </Suspense>
    </NamespacesReady>
  );
}
