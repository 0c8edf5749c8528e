import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import type { ManagerBetRecord } from '@/lib/api-contract/generated/api-types.ts';
import { useOddsFormat } from '@/lib/odds/use-odds-format';

import type { MomentFormat } from '../format-when';
import { BetCardSelections } from './bet-card-selections';
import { BetFigure } from './bet-figure';

/**
 * One proposal of the player's manager: its kind and status, the manager's note, the selections
 * (a waiting one's at the prices now, old → new where a price moved since it was proposed), the
 * stake and the possible win; while it waits, "Approve and place" and "Decline" (and why an
 * approval was refused); once decided, the bet it became or why it is over.
 */
export function ManagerBetCard({
  bet,
  amountText,
  when,
  busy,
  refusal,
  onApprove,
  onDecline,
}: {
  readonly bet: ManagerBetRecord;
  readonly amountText: (amount: string) => string;
  readonly when: MomentFormat;
  readonly busy: boolean;
  readonly refusal?: string;
  readonly onApprove: (bet: ManagerBetRecord) => void;
  readonly onDecline: (bet: ManagerBetRecord) => void;
}) {
  const { t } = useTranslation(['office', 'sportsbook']);
  const { lng = '' } = useParams();
  const { formatPrice } = useOddsFormat();
  const titleId = `manager-bet-${bet.id}-title`;
  const waiting = bet.status === 'waiting';
  const kind =
    bet.betKind === 'system' && bet.expressNum
      ? t('office_bets_kind_system_of', { k: bet.expressNum, n: bet.selections.length })
      : t(`office_bets_kind_${bet.betKind}`);
  // A waiting proposal plays at the prices now: they are the ones shown, the old ones beside.
  const shown = bet.selections.map((s) => ({ ...s, c: s.cNow ?? s.c, proposed: s.c }));
  const priced = bet.selections.every((s) => s.offer === 'priced');
  return (
    <article className={`bet-card bet-card--${bet.status}`} aria-labelledby={titleId}>
      <header className="bet-card__header">
        <h3 id={titleId} className="bet-card__title">
          {t('office_manager_bets_item', { id: bet.id })}
        </h3>
        <span className="bet-card__kind">{kind}</span>
        <span className={`status-badge bet-card__status bet-card__status--${bet.status}`}>
          {t(`office_manager_bets_status_${bet.status}`)}
        </span>
      </header>
      {bet.note && (
        <p className="bet-card__note">
          {t('office_manager_bets_note')} <q>{bet.note}</q>
        </p>
      )}
      <BetCardSelections
        selections={shown}
        after={(s) => {
          const offer = bet.selections.find((x) => x.key === s.key)?.offer;
          if (offer === 'suspended' || offer === 'gone')
            return <span className="bet-card__moved">{t(`office_manager_bets_${offer}`)}</span>;
          if (!waiting || s.c === s.proposed) return null;
          return (
            <span className="bet-card__moved">
              {t('office_manager_bets_moved', {
                from: formatPrice(s.proposed),
                to: formatPrice(s.c),
              })}
            </span>
          );
        }}
      />
      <dl className="bet-card__figures">
        <div>
          <dt>{t('office_manager_bets_proposed')}</dt>
          <dd>{when.format(new Date(bet.createdAt))}</dd>
        </div>
        {waiting && (
          <div>
            <dt>{t('office_manager_bets_expires')}</dt>
            <dd>{when.format(new Date(bet.expiresAt))}</dd>
          </div>
        )}
        <BetFigure label={t('office_bets_stake')}>{amountText(bet.stake)}</BetFigure>
        {bet.possibleWin !== null && (
          <BetFigure label={t('office_manager_bets_possible_win')}>
            {amountText(bet.possibleWin)}
          </BetFigure>
        )}
      </dl>
      {bet.betId !== null && (
        <p className="bet-card__cashout">
          <Link to={`/${lng}/office/history#bet-${bet.betId}`}>
            {t('office_manager_bets_bet', { id: bet.betId })}
          </Link>
        </p>
      )}
      {bet.reason !== null && (
        <p className="bet-card__cashout">{t(`office_manager_bets_reason_${bet.reason}`)}</p>
      )}
      {refusal && (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      )}
      {waiting && (
        <div className="bet-card__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !priced}
            aria-busy={busy || undefined}
            aria-describedby={titleId}
            onClick={() => onApprove(bet)}
          >
            {t('office_manager_bets_approve')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => onDecline(bet)}
          >
            {t('office_manager_bets_decline')}
          </button>
        </div>
      )}
    </article>
  );
}
