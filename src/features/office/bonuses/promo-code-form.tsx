import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiClient } from '@/lib/api-client/api-client-context';
import type { BonusRecord } from '@/lib/api-contract/generated/api-types.ts';

import { postActivatePromo } from '../api/bonus-endpoints';
import { useOfficeAction } from '../hooks/use-office-action';
import { problemText } from '../money-problem';

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
  const { busy, problem, run, setProblem } = useOfficeAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setProblem({ key: 'office_promo_required' });
      return;
    }
    await run(async () => {
      const bonus = await client.call(postActivatePromo, { promo_code: code.trim() });
      setCode('');
      await onActivated(bonus);
    });
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
            {problemText(t, problem)}
          </p>
        )}
      </div>
    </form>
  );
}
