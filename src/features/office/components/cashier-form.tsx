import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { NumericInput } from '@/components/ui/numeric-input';
import { parseMinor } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { randomToken } from '@/lib/random-token';

import { methodName, type MoneyProblem, moneyProblemOf, problemText } from '../money-problem';

/** Money with cents, no sign (the spec's numeric input rules); limits are checked with a message. */
const AMOUNT_RULES = { accuracy: 2, unsigned: true, maxLength: 15 } as const;

/** A method the cashier offers, with its limits in the account's currency (exact decimal text). */
export interface CashierMethod {
  readonly id: string;
  readonly min: string;
  readonly max: string;
  /** One-tap amounts, smallest first. */
  readonly presets?: readonly string[];
}

/** An amount as the player would type it: whole units without ".00". */
const typedAmount = (text: string) => text.replace(/\.00$/, '');

/** What the form sends: the method, the amount as text, one idempotency key per submission. */
export interface CashierRequest {
  readonly method: string;
  readonly amount: string;
  readonly request_key: string;
}

/** What is wrong with the amount before anything is sent, as a key and the limit it names. */
function amountProblem(
  text: string,
  limits: { min: bigint; max: bigint; balance?: bigint },
): { key: string; limit?: bigint } | undefined {
  if (text.trim() === '') return { key: 'office_cashier_amount_required' };
  const amount = parseMinor(text.replace(/\.$/, ''));
  if (amount === undefined || amount <= 0n) return { key: 'error_amount_invalid' };
  if (amount < limits.min) return { key: 'office_cashier_below_min', limit: limits.min };
  if (amount > limits.max) return { key: 'office_cashier_above_max', limit: limits.max };
  if (limits.balance !== undefined && amount > limits.balance)
    return { key: 'office_deduce_over_balance', limit: limits.balance };
  return undefined;
}

/** The platform's field refusals that the form can say with the limit it knows. */
const WITH_LIMIT: Readonly<Record<string, 'min' | 'max'>> = {
  error_amount_below_min: 'min',
  error_amount_above_max: 'max',
};

/**
 * The cashier's form (deposit and withdrawal): a method, an amount within its limits (and, for a
 * withdrawal, the balance). One idempotency key per submission: the same method and amount sent
 * again (a retry after a dropped answer) reuses it, so the platform answers what it already made;
 * a double click is refused while one is in flight.
 */
export function CashierForm({
  methods,
  mark,
  balance,
  submitKey,
  sendingKey,
  send,
}: {
  readonly methods: readonly CashierMethod[];
  /** The account's currency mark (symbol, else ISO code). */
  readonly mark: string;
  /** What the amount may not exceed besides the method's limit (a withdrawal's balance). */
  readonly balance?: bigint;
  readonly submitKey: string;
  readonly sendingKey: string;
  /** Sends the request; rejects with the platform's refusal. */
  readonly send: (request: CashierRequest) => Promise<void>;
}) {
  const { t } = useTranslation(['office', 'common']);
  const money = useMoneyFormat();
  const ids = useId();
  const [methodId, setMethodId] = useState(methods[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [fieldProblem, setFieldProblem] = useState<string>();
  const [problem, setProblem] = useState<MoneyProblem>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const submission = useRef<{ key: string; of: string }>(undefined);
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  if (!method) return null;
  const min = parseMinor(method.min) ?? 0n;
  const max = parseMinor(method.max) ?? 0n;
  const limitText = (limit: bigint) => money(limit, mark);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setProblem(undefined);
    const wrong = amountProblem(amount, { min, max, balance });
    if (wrong) {
      setFieldProblem(
        t(wrong.key, {
          ns: ['office', 'common'],
          limit: wrong.limit === undefined ? '' : limitText(wrong.limit),
        }),
      );
      return;
    }
    const text = amount.replace(/\.$/, '');
    const of = `${method.id}|${text}`;
    if (submission.current?.of !== of) submission.current = { key: randomToken(), of };
    inFlight.current = true;
    setBusy(true);
    try {
      await send({ method: method.id, amount: text, request_key: submission.current.key });
      submission.current = undefined;
      setAmount('');
    } catch (error) {
      const refused = moneyProblemOf(error);
      const limit = WITH_LIMIT[refused.key];
      if (refused.field === 'amount')
        setFieldProblem(
          limit
            ? t(`office_cashier_${limit === 'min' ? 'below_min' : 'above_max'}`, {
                limit: limitText(limit === 'min' ? min : max),
              })
            : problemText(t, refused),
        );
      else setProblem(refused);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="cashier-form" onSubmit={(e) => void submit(e)} noValidate>
      {methods.length > 1 ? (
        <fieldset className="method-choice">
          <legend className="form-field__label">{t('office_cashier_method')}</legend>
          {methods.map((m) => (
            <label key={m.id} className="method-choice__option">
              <input
                type="radio"
                name={`${ids}-method`}
                value={m.id}
                checked={m.id === method.id}
                onChange={() => {
                  setMethodId(m.id);
                  setFieldProblem(undefined);
                }}
              />
              <span className="method-choice__name">{methodName(t, m.id)}</span>
              <span className="method-choice__limits">
                {t('office_cashier_limits', {
                  from: limitText(parseMinor(m.min) ?? 0n),
                  to: limitText(parseMinor(m.max) ?? 0n),
                })}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="form-note">{t('office_cashier_by', { method: methodName(t, method.id) })}</p>
      )}
      <div className={`form-field${fieldProblem ? ' form-field--invalid' : ''}`}>
        <label className="form-field__label" htmlFor={`${ids}-amount`}>
          {t('office_cashier_amount', { currency: mark })}
        </label>
        <NumericInput
          id={`${ids}-amount`}
          className="form-control cashier-form__amount"
          autoComplete="transaction-amount"
          required
          rules={AMOUNT_RULES}
          value={amount}
          aria-invalid={fieldProblem ? true : undefined}
          aria-describedby={`${ids}-hint${fieldProblem ? ` ${ids}-error` : ''}`}
          onValueChange={(next) => {
            setAmount(next);
            setFieldProblem(undefined);
          }}
        />
        <p id={`${ids}-hint`} className="form-field__help">
          {t('office_cashier_limits', { from: limitText(min), to: limitText(max) })}
        </p>
        {method.presets && method.presets.length > 0 && (
          <div className="amount-presets" role="group" aria-label={t('office_cashier_presets')}>
            {method.presets.map((preset) => {
              const typed = typedAmount(preset);
              return (
                <button
                  key={preset}
                  type="button"
                  className="amount-presets__choice"
                  aria-pressed={amount === typed}
                  onClick={() => {
                    setAmount(typed);
                    setFieldProblem(undefined);
                  }}
                >
                  <bdi>{limitText(parseMinor(preset) ?? 0n)}</bdi>
                </button>
              );
            })}
          </div>
        )}
        {fieldProblem && (
          <p id={`${ids}-error`} className="form-field__error" role="alert">
            {fieldProblem}
          </p>
        )}
      </div>
      {problem && (
        <p className="form-alert" role="alert">
          {problemText(t, problem)}
        </p>
      )}
      <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t(sendingKey) : t(submitKey)}
      </button>
    </form>
  );
}
