import { useTranslation } from 'react-i18next';

import { settleConfirm } from './confirm';
import type { ModalBodyProps } from './modal-registry';

const NAMESPACES = ['office', 'common'];

/** The confirm dialog's body: the question and the OK button (the dialog's × is the other answer). */
export function ConfirmModal({ args, close }: ModalBodyProps) {
  const { t } = useTranslation(NAMESPACES);
  const values = (args.values ?? {}) as Record<string, string | number>;
  return (
    <div className="confirm">
      <p>{t(String(args.text), { ns: NAMESPACES, ...values })}</p>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one action: where a keyboard player expects to be
          autoFocus
          onClick={() => {
            settleConfirm(String(args.request), true);
            close();
          }}
        >
          {t(typeof args.ok === 'string' ? args.ok : 'ok', { ns: NAMESPACES })}
        </button>
      </div>
    </div>
  );
}
