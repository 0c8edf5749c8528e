import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import type { ModalBodyProps } from '@/components/modal-host/modal-registry';
import { markPopupShown } from '@/lib/preferences/popup-shown';
import { usePreferencesStore } from '@/lib/preferences/preferences-context';

import { promoFlag, promoKeys } from '../promo-modals';

/** A promo modal's text and its close button; once seen it is not shown again in this browser. */
export function PromoModal({ args, close }: ModalBodyProps) {
  const { t } = useTranslation('common');
  const name = String(args.name);
  const preferences = usePreferencesStore();
  useEffect(() => markPopupShown(preferences, promoFlag(name)), [preferences, name]);
  return (
    <div className="promo-modal">
      <p>{t(promoKeys(name).text)}</p>
      <button type="button" className="button" onClick={close}>
        {t('promo_modals_close')}
      </button>
    </div>
  );
}
