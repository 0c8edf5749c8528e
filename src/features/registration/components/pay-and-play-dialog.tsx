import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '@/components/ui/dialog';
import { NumericInput } from '@/components/ui/numeric-input';
import { DEPOSIT_LIMITS, isDepositAmount } from '@/lib/payments/bank-client';

interface PayAndPlayDialogProps {
  /** The account's currency, as the form shows it. */
  readonly currency: string;
  readonly onPay: (amount: number) => void;
  readonly onCancel: () => void;
}

/** A deposit: money with cents, within the bank's limits. */
const AMOUNT_RULES = {
  min: DEPOSIT_LIMITS.min,
  max: DEPOSIT_LIMITS.max,
  accuracy: 2,
  unsigned: true,
} as const;

/** Pay-and-play: the first deposit's amount, before the player goes to their bank. */
export function PayAndPlayDialog({ currency, onPay, onCancel }: PayAndPlayDialogProps) {
  const { t } = useTranslation(['registration', 'common']);
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const amount = Number(text);
  return (
    <Dialog
      open
      title={t('reg_pnp_title')}
      onClose={onCancel}
      closeLabel={t('close', { ns: 'common' })}
    >
      <form
        className="pay-and-play"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== '' && isDepositAmount(amount)) onPay(amount);
          else setInvalid(true);
        }}
      >
        <p>{t('reg_pnp_text')}</p>
        <div className={`form-field${invalid ? ' form-field--invalid' : ''}`}>
          <label className="form-field__label" htmlFor={`${id}-amount`}>
            {t('reg_pnp_amount', { currency })}
          </label>
          <NumericInput
            id={`${id}-amount`}
            className="form-control"
            autoComplete="transaction-amount"
            required
            rules={AMOUNT_RULES}
            value={text}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onValueChange={(next) => {
              setText(next);
              setInvalid(false);
            }}
          />
          {invalid && (
            <p id={`${id}-error`} className="form-field__error" role="alert">
              {t('reg_pnp_amount_invalid', { min: DEPOSIT_LIMITS.min, max: DEPOSIT_LIMITS.max })}
            </p>
          )}
        </div>
        <button type="submit" className="button">
          {t('reg_pnp_go')}
        </button>{' '}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('reg_pnp_cancel')}
        </button>
      </form>
    </Dialog>
  );
}
