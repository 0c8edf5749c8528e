import { useTranslation } from 'react-i18next';

import { accountLabel, currencyMark, type PlayerAccounts } from '@/lib/account/player-accounts';
import { formatCount } from '@/lib/format/format-amount';
import { parseMinor } from '@/lib/money/minor';
import { useAdvance } from '@/lib/money/use-advance';
import { useMoneyFormat } from '@/lib/money/use-money-format';

/**
 * The player's balances at a glance: the active main account, each bonus account, the points, and
 * what is owed on advance bets (in the active account's currency) while anything is: it comes off
 * the next payout, so it reads beside the balance it will be taken from.
 */
export function BalanceSummary({ accounts }: { readonly accounts: PlayerAccounts }) {
  const { t, i18n } = useTranslation(['office', 'common']);
  const money = useMoneyFormat();
  const advance = useAdvance().data;
  const owed = parseMinor(advance?.outstanding ?? '') ?? 0n;
  const { active, bonuses, points } = accounts;
  return (
    <dl className="balance-cards">
      {active && (
        <div className="balance-card balance-card--main">
          <dt>{t('office_account_active_balance')}</dt>
          <dd className="balance-card__amount">
            <bdi dir="ltr">{money(active.money, currencyMark(active))}</bdi>
          </dd>
          <dd className="balance-card__note">{accountLabel(t, active)}</dd>
        </div>
      )}
      {bonuses.map((bonus) => (
        <div key={bonus.id} className="balance-card">
          <dt>{accountLabel(t, bonus)}</dt>
          <dd className="balance-card__amount">
            <bdi dir="ltr">{money(bonus.money, currencyMark(bonus))}</bdi>
          </dd>
        </div>
      ))}
      {active && advance && owed > 0n && (
        <div className="balance-card balance-card--owed">
          <dt>{t('office_account_advance_owed')}</dt>
          <dd className="balance-card__amount">
            <bdi dir="ltr">{money(owed, currencyMark(active))}</bdi>
          </dd>
          <dd className="balance-card__note">
            {t(
              advance.blocked
                ? 'office_account_advance_unrepaid'
                : 'office_account_advance_repaid_next',
            )}
          </dd>
        </div>
      )}
      <div className="balance-card">
        <dt>{t('office_account_points')}</dt>
        <dd className="balance-card__amount">
          <bdi dir="ltr">{formatCount(points, i18n.language)}</bdi>
        </dd>
      </div>
    </dl>
  );
}
