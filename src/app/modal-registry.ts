import { lazyModal, type ModalRegistry } from '@/components/modal-host/modal-registry';

/** The modals features open through the queue, by name; each loads when it first opens. */
export const modalRegistry: ModalRegistry = {
  autoLogoffWarning: lazyModal(
    () => import('@/features/sign-in/components/auto-logoff-warning').then((m) => m.AutoLogoffWarning),
    (t) => t('auto_logoff_title'),
  ),
};
