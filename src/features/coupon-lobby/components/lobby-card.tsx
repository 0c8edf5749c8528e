import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { WireOutcome } from '@/lib/feed/bet-types';
import { outcomeName } from '@/lib/feed/outcome-text';
import { useKickoffFormat } from '@/lib/format/use-kickoff-format';
import { useOddsFormat } from '@/lib/odds/use-odds-format';

import type { LobbyCoupon } from '../api/lobby-endpoints';

/** A price then and now: "2.10 → 2.25" when it moved, the one price when not, or none. */
function PriceThenNow({ then, now }: { then: number | null; now: number | null }) {
  const { t } = useTranslation('sportsbook');
  const { formatPrice } = useOddsFormat();
  if (then === null) return null;
  if (now === null || now === then) return <span dir="ltr">{formatPrice(then)}</span>;
  return (
    <span dir="ltr" className="lobby-price">
      <span className="visually-hidden">
        {t('lobby_price_moved', { from: formatPrice(then), to: formatPrice(now) })}
      </span>
      <span aria-hidden="true">
        {formatPrice(then)} → {formatPrice(now)}
      </span>
    </span>
  );
}

/**
 * A published coupon: its publisher and their record, when, each selection with the price the
 * bet took and the feed's now (suspended or gone said so), the combined price, how often it was
 * copied, and "Copy to slip" (not offered when none of its selections is on the feed any more).
 */
export const LobbyCard = memo(function LobbyCard({
  coupon,
  busy,
  onCopy,
}: {
  coupon: LobbyCoupon;
  busy: boolean;
  onCopy: (coupon: LobbyCoupon) => void;
}) {
  const { t } = useTranslation('sportsbook');
  const kickoff = useKickoffFormat();
  const titleId = useId();
  const when = `${kickoff.day(coupon.created)} ${kickoff.time(coupon.created)}`;
  return (
    <article className="lobby-card" aria-labelledby={titleId}>
      <header className="lobby-card__header">
        <h2 id={titleId} className="lobby-card__publisher">
          {t('lobby_publisher', { number: coupon.publisherNo })}
        </h2>
        <span className="lobby-card__record">
          {t('lobby_record', { won: coupon.record.won, lost: coupon.record.lost })}
        </span>
        <span className="lobby-card__when">{when}</span>
      </header>
      <p className="lobby-card__kind">
        {coupon.kind === 'system'
          ? t('lobby_kind_system', { k: coupon.expressNum, n: coupon.events.length })
          : t(`coupon_kind_${coupon.kind}`)}
      </p>
      <ul className="lobby-card__selections">
        {coupon.events.map((e) => {
          const sides = { sportId: e.sportId, team1: { name: e.team1 }, team2: { name: e.team2 } };
          // Groups and types come from the feed: the contract's numbers are the feed's.
          const outcome = {
            g: e.g as WireOutcome['g'],
            t: e.t as WireOutcome['t'],
            ...(e.p === undefined ? {} : { p: e.p }),
            ...(e.pe === undefined ? {} : { pe: e.pe }),
            ...(e.outcomeName === undefined ? {} : { n: e.outcomeName }),
            c: e.cSeen,
          };
          return (
            <li
              key={e.key}
              className={['lobby-selection', e.suspended && 'lobby-selection--suspended']
                .filter(Boolean)
                .join(' ')}
            >
              <span className="lobby-selection__game">
                {e.team1} – {e.team2}
              </span>
              <span className="lobby-selection__outcome">{outcomeName(t, outcome, sides)}</span>
              <span className="lobby-selection__price">
                <PriceThenNow then={e.cSeen} now={e.c} />
                {e.suspended && (
                  <span className="lobby-selection__state">
                    {t(e.c === null ? 'lobby_gone' : 'coupon_suspended')}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <footer className="lobby-card__footer">
        {coupon.priceThen !== null && (
          <span className="lobby-card__total">
            {t('lobby_total')} <PriceThenNow then={coupon.priceThen} now={coupon.priceNow} />
          </span>
        )}
        <span className="lobby-card__copies">{t('lobby_copies', { count: coupon.copies })}</span>
        {coupon.copyable ? (
          <button
            type="button"
            className="button button--primary lobby-card__copy"
            aria-describedby={titleId}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onCopy(coupon)}
          >
            {t('lobby_copy')}
          </button>
        ) : (
          <span className="lobby-card__closed">{t('lobby_closed')}</span>
        )}
      </footer>
    </article>
  );
});
