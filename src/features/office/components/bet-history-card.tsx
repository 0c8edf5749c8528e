import { useTranslation } from 'react-i18next';

import type { BetRecord, CashOut } from '@/lib/api-contract/generated/api-types.ts';
import { useOddsFormat } from '@/lib/odds/use-odds-format';

import type { MomentFormat } from '../format-when';
import { BetCardSelections } from './bet-card-selections';
import { BetCashOut } from './bet-cash-out';
import { BetFigure } from './bet-figure';
import { BetLobby } from './bet-lobby';
import { BetPowerBet } from './bet-power-bet';

/** A bet of the history as the platform lists it, with its cash-out where it has one. */
export type HistoryBet = BetRecord & { readonly cashOut?: CashOut };

/**
 * One bet of the history: number, type, status, when it was placed; its selections (game, outcome,
 * price, result); stake, odds, stake tax, the payout (or the potential payout while open); and,
 * while open, its cash-out; its PowerBet (the offer, or the top-up that powers it); its place in
 * the coupon lobby.
 */
export function BetHistoryCard({
  bet,
  amountText,
  when,
  onSold,
}: {
  readonly bet: HistoryBet;
  readonly amountText: (amount: string) => string;
  readonly when: MomentFormat;
  readonly onSold: (betId: number, amount: string) => void;
}) {
  const { t } = useTranslation(['office', 'sportsbook', 'common']);
  const { formatPrice } = useOddsFormat();
  const titleId = `bet-${bet.id}-title`;
  const kind =
    bet.kind === 'system' && bet.expressNum
      ? t('office_bets_kind_system_of', { k: bet.expressNum, n: bet.selections.length })
      : t(`office_bets_kind_${bet.kind}`);
  const status = t(`office_bets_status_${bet.statusId}`);
  const paid = bet.payout !== null;
  return (
    // Its id is where a manager's proposal links to its bet (office/history#bet-<id>).
    <article
      id={`bet-${bet.id}`}
      className={`bet-card bet-card--${bet.status}`}
      aria-labelledby={titleId}
    >
      <header className="bet-card__header">
        <h2 id={titleId} className="bet-card__title">
          {t('office_bets_bet_title', { id: bet.id })}
        </h2>
        <span className="bet-card__kind">{kind}</span>
        {bet.proposedByManager && (
          <span className="bet-card__kind">{t('office_bets_proposed_by_manager')}</span>
        )}
        <span className={`status-badge bet-card__status bet-card__status--${bet.status}`}>
          {status}
        </span>
      </header>
      <BetCardSelections
        selections={bet.selections}
        after={(s) => (
          <span className={`bet-card__result bet-card__result--${s.result ?? 'pending'}`}>
            {t(`office_bets_result_${s.result ?? 'pending'}`)}
          </span>
        )}
      />
      <dl className="bet-card__figures">
        <div>
          <dt>{t('office_bets_placed')}</dt>
          <dd>{when.format(new Date(bet.placedAt))}</dd>
        </div>
        <BetFigure label={t('office_bets_stake')}>{amountText(bet.stake)}</BetFigure>
        <BetFigure label={t('office_bets_odds')}>{formatPrice(bet.coefficient)}</BetFigure>
        {bet.stakeTax !== '0.00' && (
          <BetFigure label={t('office_bets_stake_tax')}>{amountText(bet.stakeTax)}</BetFigure>
        )}
        <BetFigure label={t(paid ? 'office_bets_payout' : 'office_bets_potential_payout')}>
          {amountText(bet.payout ?? bet.potentialPayout)}
        </BetFigure>
      </dl>
      {bet.cashOut?.status === 'sold' && (
        <p className="bet-card__cashout">
          {t('office_bets_cashout_sold', { value: amountText(bet.cashOut.amount) })}
        </p>
      )}
      {bet.status === 'open' && bet.cashOut && (
        <BetCashOut betId={bet.id} offer={bet.cashOut} amountText={amountText} onSold={onSold} />
      )}
      <BetPowerBet bet={bet} amountText={amountText} />
      <BetLobby bet={bet} />
    </article>
  );
}
