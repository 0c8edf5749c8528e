import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiClient } from '@/lib/api-client/api-client-context';
import type { BonusRecord } from '@/lib/api-contract/generated/api-types.ts';

import { postActivatePromo } from '../api/bonus-endpoints';
import { moneyProblemOf, problemText } from '../money-problem';

/**
 * "Have a promo code?": activates a code once (the platform names why one does not work under
 * the field); a double click sends it once.
 */
export function PromoCodeForm({
  onActivated,
}: {
  readonly onActivated: (bonus: BonusRecord) => Promise<void>;
}) {
  const { t } = useTranslation(['office', 'common']);
  const client = useApiClient();
  const ids = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (code.trim() === '') {
      setProblem(t('office_promo_required'));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      const bonus = await client.call(postActivatePromo, { promo_code: code.trim() });
      setCode('');
      await onActivated(bonus);
    } catch (error) {
      setProblem(problemText(t, moneyProblemOf(error)));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="promo-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className={`form-field${problem ? ' form-field--invalid' : ''}`}>
        <label className="form-field__label" htmlFor={`${ids}-code`}>
          {t('office_promo_label')}
        </label>
        <div className="promo-form__row">
          <input
            id={`${ids}-code`}
            className="form-control promo-form__code"
            value={code}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids}-error` : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setProblem(undefined);
            }}
          />
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            {t('office_promo_activate')}
          </button>
        </div>
        {problem && (
          <p id={`${ids}-error`} className="form-field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </form>
  );
}
