import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';

import type { payAndPlayMachine } from '@machines/pay-and-play/pay-and-play.machine';
import { CaptchaStep } from '@/components/captcha/captcha-step';
import { Dialog } from '@/components/ui/dialog';
import { NumericInput } from '@/components/ui/numeric-input';
import { DEPOSIT_LIMITS, isDepositAmount } from '@/lib/payments/bank-client';

/** A deposit: money with cents, within the bank's limits. */
const AMOUNT_RULES = {
  min: DEPOSIT_LIMITS.min,
  max: DEPOSIT_LIMITS.max,
  accuracy: 2,
  unsigned: true,
} as const;

/**
 * The pay-and-play step (registration's child): the first deposit's amount, then the captcha
 * where the variant asks, then the player goes to their bank.
 */
export function PayAndPlayDialog({ actor }: { actor: ActorRefFrom<typeof payAndPlayMachine> }) {
  const { t } = useTranslation(['registration', 'common']);
  const id = useId();
  const state = useSelector(actor, (s) => s);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { currency, error } = state.context;
  if (state.matches('captcha')) return <CaptchaStep actor={state.children.captcha} />;
  const cancel = () => actor.send({ type: 'deposit.cancel' });
  const busy = !state.matches('entering');
  const problem = invalid
    ? t('reg_pnp_amount_invalid', { min: DEPOSIT_LIMITS.min, max: DEPOSIT_LIMITS.max })
    : error && t(error.code, { count: error.retryAfter, ns: ['registration', 'common'] });
  return (
    <Dialog
      open
      title={t('reg_pnp_title')}
      onClose={cancel}
      closeLabel={t('close', { ns: 'common' })}
    >
      <form
        className="pay-and-play"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isDepositAmount(text)) actor.send({ type: 'deposit.submit', amount: text.trim() });
          else setInvalid(true);
        }}
      >
        <p>{t('reg_pnp_text')}</p>
        <div className={`form-field${problem ? ' form-field--invalid' : ''}`}>
          <label className="form-field__label" htmlFor={`${id}-amount`}>
            {t('reg_pnp_amount', { currency: currency.name })}
          </label>
          <NumericInput
            id={`${id}-amount`}
            className="form-control"
            autoComplete="transaction-amount"
            required
            rules={AMOUNT_RULES}
            value={text}
            aria-invalid={invalid || undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onValueChange={(next) => {
              setText(next);
              setInvalid(false);
            }}
          />
          {problem && (
            <p id={`${id}-error`} className="form-field__error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('reg_pnp_going') : t('reg_pnp_go')}
        </button>{' '}
        <button type="button" className="button button--secondary" onClick={cancel}>
          {t('reg_pnp_cancel')}
        </button>
      </form>
    </Dialog>
  );
}
