import { lazyModal, type ModalRegistry } from '@/components/modal-host/modal-registry';
import { promoKeys } from '@/features/home/promo-modals';

/** The modals features open through the queue, by name; each loads when it first opens. */
export const modalRegistry: ModalRegistry = {
  // One component for every promo: which promo is in the args (promoConfig.modal_names).
  promo: lazyModal(
    () => import('@/features/home/components/promo-modal').then((m) => m.PromoModal),
    (t, args) => t(promoKeys(String(args.name)).title),
  ),
  // Confirms: OK and the close button; Escape does not dismiss them, a click outside does.
  confirm: lazyModal(
    () => import('@/components/modal-host/confirm-modal').then((m) => m.ConfirmModal),
    (t, args) => t(String(args.title), { ns: ['office', 'common'] }),
    { escape: false, outsideClick: true },
  ),
  autoLogoffWarning: lazyModal(
    () =>
      import('@/features/sign-in/components/auto-logoff-warning').then((m) => m.AutoLogoffWarning),
    (t) => t('auto_logoff_title'),
  ),
};
