import { useTranslation } from 'react-i18next';

import { parseMinor } from '@/lib/money/minor';
import type { MoneyFormatter } from '@/lib/money/use-money-format';

/**
 * An operation's two money cells: its signed amount (money in marked) and the account's balance
 * after it, each read left to right whatever the page's direction.
 */
export function MovementCells({
  amount,
  balance,
  mark,
  money,
}: {
  readonly amount: string;
  readonly balance: string;
  readonly mark: string;
  readonly money: MoneyFormatter;
}) {
  const { t } = useTranslation('office');
  const moved = parseMinor(amount) ?? 0n;
  return (
    <>
      <td className={`money-table__amount${moved > 0n ? ' money-table__amount--in' : ''}`}>
        <bdi dir="ltr">{money(moved, mark, { signed: true })}</bdi>
      </td>
      <td className="money-table__amount" data-label={t('office_history_col_balance')}>
        <bdi dir="ltr">{money(parseMinor(balance) ?? 0n, mark)}</bdi>
      </td>
    </>
  );
}
