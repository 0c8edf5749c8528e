import { useTranslation } from 'react-i18next';

import type { BetRequestRecord } from '@/lib/api-contract/generated/api-types.ts';
import { useOddsFormat } from '@/lib/odds/use-odds-format';

import type { MomentFormat } from '../format-when';
import { BetCardSelections } from './bet-card-selections';
import { BetFigure } from './bet-figure';

/**
 * One bet request: what it is (an auto-bet at its odds, a VIP bet), its status, selections, the
 * stake held, when it was asked; then its outcome (the bet it became, or why its stake came
 * back), or, while it waits, its Cancel button.
 */
export function BetRequestCard({
  request,
  amountText,
  when,
  busy,
  onCancel,
}: {
  readonly request: BetRequestRecord;
  readonly amountText: (amount: string) => string;
  readonly when: MomentFormat;
  readonly busy: boolean;
  readonly onCancel: (request: BetRequestRecord) => void;
}) {
  const { t } = useTranslation(['office', 'sportsbook']);
  const { formatPrice } = useOddsFormat();
  const titleId = `bet-request-${request.id}-title`;
  return (
    <article className={`bet-card bet-card--${request.status}`} aria-labelledby={titleId}>
      <header className="bet-card__header">
        <h3 id={titleId} className="bet-card__title">
          {t('office_bet_requests_item', { id: request.id })}
        </h3>
        <span className="bet-card__kind">
          {request.autoBetCf === null
            ? t('office_bet_requests_vip')
            : t('office_bet_requests_auto', { price: formatPrice(request.autoBetCf) })}
        </span>
        <span className={`status-badge bet-card__status bet-card__status--${request.status}`}>
          {t(`office_bet_requests_status_${request.statusId}`)}
        </span>
      </header>
      <BetCardSelections selections={request.selections} />
      <dl className="bet-card__figures">
        <div>
          <dt>{t('office_bet_requests_asked')}</dt>
          <dd>{when.format(new Date(request.createdAt))}</dd>
        </div>
        <BetFigure label={t('office_bets_stake')}>{amountText(request.stake)}</BetFigure>
      </dl>
      {request.betId !== null && (
        <p className="bet-card__cashout">{t('office_bet_requests_bet', { id: request.betId })}</p>
      )}
      {request.reason !== null && (
        <p className="bet-card__cashout">
          {t('office_bet_requests_reason', {
            reason: t(`office_bet_requests_reason_${request.reason}`),
          })}
        </p>
      )}
      {request.status === 'waiting' && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => onCancel(request)}
        >
          {t('office_bet_requests_cancel')}
        </button>
      )}
    </article>
  );
}
