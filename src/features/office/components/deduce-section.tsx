import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useApi } from '@/lib/api-client/use-api';
import type { WithdrawalRecord } from '@/lib/api-contract/generated/api-types.ts';
import { parseMinor } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getDeduceData, postDeduce } from '../api/cashier-endpoints';
import { useOfficeSections } from '../hooks/use-office-sections';
import { methodName } from '../money-problem';
import { CashierForm } from './cashier-form';
import { RefusalAlert } from './refusal-alert';

export { deduceFirstData } from '../first-data';

/**
 * office_deduce: a withdrawal from the active account by a method the variant offers for its
 * currency and the player's country, within the method's limits; the amount is reserved at once
 * and the request waits for the platform's decision.
 */
export function DeduceSection() {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_deduce_title'), settings.customizeConfig.brand);
  const { lng = '' } = useParams();
  const money = useMoneyFormat();
  const client = useApiClient();
  // The balance is asked for on every visit, however soon after the last (money moves elsewhere).
  const offer = useApi(getDeduceData, undefined, { swr: { dedupingInterval: 0 } });
  const accounts = useAccounts({ passive: true });
  const requests = useOfficeSections().find((s) => s.key === 'payment_requests');
  const [made, setMade] = useState<WithdrawalRecord>();
  const data = offer.data;
  const mark = data ? data.account.symbol || data.account.currency : '';

  const reserved = async (record: WithdrawalRecord) => {
    setMade(record);
    // The balance shown here and in the header drops by the reserved amount.
    await Promise.all([offer.mutate(), accounts.mutate()]);
  };

  return (
    <section className="office-deduce" aria-labelledby="office-deduce-title">
      <h1 id="office-deduce-title">{t('office_deduce_title')}</h1>
      {!data && !offer.error && (
        <LoadingPlaceholder shapes={['line', 'label', 'control', 'label', 'control', 'button']} />
      )}
      {offer.error && <RefusalAlert error={offer.error} />}
      {data && (
        <>
          <p className="office-deduce__available">
            {t('office_deduce_available')}{' '}
            <strong>
              <bdi dir="ltr">{money(parseMinor(data.account.balance) ?? 0n, mark)}</bdi>
            </strong>
          </p>
          {data.methods.length === 0 ? (
            <p className="form-note">
              {t('office_deduce_no_methods', { currency: data.account.currency })}
            </p>
          ) : (
            <CashierForm
              methods={data.methods}
              mark={mark}
              balance={parseMinor(data.account.balance) ?? 0n}
              submitKey="office_deduce_submit"
              sendingKey="office_deduce_sending"
              send={async (request) => reserved(await client.call(postDeduce, request))}
            />
          )}
        </>
      )}
      <div role="status" className="office-deduce__done">
        {made && (
          <>
            <p>
              {t('office_deduce_reserved', {
                id: made.id,
                amount: money(parseMinor(made.amount) ?? 0n, mark || made.currency),
                method: methodName(t, made.method),
              })}
            </p>
            {requests && (
              <Link to={`/${lng}/office/${requests.path}`}>{t('office_deduce_see_requests')}</Link>
            )}
          </>
        )}
      </div>
    </section>
  );
}
