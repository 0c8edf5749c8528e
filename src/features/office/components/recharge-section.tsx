import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useApi } from '@/lib/api-client/use-api';
import type { DepositRecord } from '@/lib/api-contract/generated/api-types.ts';
import { leaveSite } from '@/lib/leave-site';
import { parseMinor } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getDeposit, getRechargeData, postRecharge } from '../api/deposit-endpoints';
import { currencyMarks } from '../format-when';
import { useOfficeSections } from '../hooks/use-office-sections';
import { CashierForm } from './cashier-form';
import { RefusalAlert } from './refusal-alert';

export { rechargeFirstData } from '../first-data';

/** How often the page asks again while the provider has not answered yet. */
const PENDING_POLL_MS = 3000;
const ENDED = new Set<DepositRecord['status']>(['succeeded', 'declined', 'abandoned']);

/**
 * office_recharge: a deposit to the active account by a method the variant offers for its
 * currency and the player's country, within the method's limits; the player pays at the payment
 * provider and comes back here (`?deposit=`), where the outcome is shown. The first deposit's
 * welcome bonus is announced before and confirmed after.
 */
export function RechargeSection() {
  const { t, i18n } = useTranslation(['office', 'common', 'registration']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_recharge_title'), settings.customizeConfig.brand);
  const client = useApiClient();
  const money = useMoneyFormat();
  const [search] = useSearchParams();
  const returned = search.get('deposit');
  const offer = useApi(getRechargeData, undefined, { swr: { dedupingInterval: 0 } });
  const data = offer.data;
  const mark = data ? data.account.symbol || data.account.currency : '';
  const bonus = data?.first_deposit_bonus;

  return (
    <section className="office-recharge" aria-labelledby="office-recharge-title">
      <h1 id="office-recharge-title">{t('office_recharge_title')}</h1>
      {returned && <DepositOutcome id={returned} />}
      {!data && !offer.error && (
        <LoadingPlaceholder shapes={['line', 'label', 'control', 'label', 'control', 'button']} />
      )}
      {offer.error && <RefusalAlert error={offer.error} />}
      {bonus && (
        <aside className="deposit-offer" aria-label={t('office_recharge_bonus_label')}>
          <strong>{t(bonus.title, { ns: ['registration', 'common'] })}</strong>{' '}
          {bonus.max
            ? t('office_recharge_bonus_capped', {
                percent: bonus.percent,
                cap: money(parseMinor(bonus.max) ?? 0n, mark),
              })
            : t('office_recharge_bonus', { percent: bonus.percent })}
        </aside>
      )}
      {data &&
        (data.methods.length === 0 ? (
          <p className="form-note">
            {t('office_recharge_no_methods', { currency: data.account.currency })}
          </p>
        ) : (
          <CashierForm
            methods={data.methods}
            mark={mark}
            submitKey="office_recharge_submit"
            sendingKey="office_recharge_sending"
            send={async (request) => {
              const started = await client.call(postRecharge, { ...request, lang: i18n.language });
              // The provider's pages are the platform's: the same origin, a full-page visit.
              leaveSite(new URL(started.redirect_url, window.location.origin).toString());
            }}
          />
        ))}
    </section>
  );
}

/** The deposit the provider sent the player back from: paid, declined, left, or still open. */
function DepositOutcome({ id }: { readonly id: string }) {
  const { t } = useTranslation(['office', 'common']);
  const { lng = '' } = useParams();
  const money = useMoneyFormat();
  const accounts = useAccounts({ passive: true });
  const bonuses = useOfficeSections().find((s) => s.key === 'office_bonuses_deposit');
  const deposit = useApi(
    getDeposit,
    { id },
    {
      swr: {
        dedupingInterval: 0,
        refreshInterval: (latest) => (latest && ENDED.has(latest.status) ? 0 : PENDING_POLL_MS),
      },
    },
  );
  const record = deposit.data;
  const succeeded = record?.status === 'succeeded';
  const { mutate } = accounts;
  // Paid: the header's balance and the office's show it at once.
  useEffect(() => {
    if (succeeded) void mutate();
  }, [succeeded, mutate]);
  if (deposit.error) return <RefusalAlert error={deposit.error} />;
  if (!record) return <LoadingPlaceholder shapes={['line']} />;
  const mark = currencyMarks(accounts.data?.all)(record.currency);
  const amount = money(parseMinor(record.amount) ?? 0n, mark);
  return (
    <div className={`deposit-outcome deposit-outcome--${record.status}`} role="status">
      <p className="deposit-outcome__text">
        {t(`office_recharge_outcome_${record.status}`, { amount })}
      </p>
      {record.bonus && (
        <p>
          {t('office_recharge_outcome_bonus', {
            amount: money(parseMinor(record.bonus.amount) ?? 0n, mark),
          })}{' '}
          {bonuses && (
            <Link to={`/${lng}/office/${bonuses.path}`}>{t('office_recharge_see_bonuses')}</Link>
          )}
        </p>
      )}
    </div>
  );
}
