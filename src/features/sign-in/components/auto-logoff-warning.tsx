import { useTranslation } from 'react-i18next';

import type { ModalBodyProps } from '@/components/modal-host/modal-registry';

/** The auto log-off warning's text (`args.seconds` until the log-off); staying (or closing it) is the player's activity. */
export function AutoLogoffWarning({ args, close }: ModalBodyProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <p>{t('auto_logoff_text', { count: Number(args.seconds) })}</p>
      <button type="button" className="button" onClick={close}>
        {t('auto_logoff_stay')}
      </button>
    </>
  );
}
