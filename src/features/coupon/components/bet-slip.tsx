import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { canBid, couponBlocks } from '@machines/coupon/coupon-blockers';
import { isMultiSingle, kindsAvailable, priceMoves } from '@machines/coupon/coupon-derived';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { parseMinor } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useOddsFormat } from '@/lib/odds/use-odds-format';
import { useSession } from '@/lib/session/session-context';

import { useCoupon } from '../hooks/use-coupon';
import { useOneClick } from '../hooks/use-one-click';
import { useStakeCurrency } from '../hooks/use-stake-currency';
import { BetSlipAuto } from './bet-slip-auto';
import { BetSlipBooking } from './bet-slip-booking';
import { BetSlipFunding } from './bet-slip-funding';
import { BetSlipLobby } from './bet-slip-lobby';
import { BetSlipSelections } from './bet-slip-selections';
import { BetSlipStake } from './bet-slip-stake';
import { BetSlipSummary } from './bet-slip-summary';
import { CouponPriceWatch } from './coupon-price-watch';
import { OneClickBet } from './one-click-bet';
import { PlacedBet } from './placed-bet';
import { RequestedBet } from './requested-bet';

export interface BetSlipProps {
  /** The booking code typed in the light slip this one replaces (see bet-slip-on-demand). */
  readonly initialCode?: string;
  /** Whether the light slip's code field had the focus: the booking field takes it. */
  readonly focusBooking?: boolean;
}

/**
 * The bet slip beside the sportsbook's pages: the selection list with each price as it moves
 * (old → new, locked while suspended), the bet type (single, accumulator, system k of n), the
 * stake, the potential payout with the variant's taxes and the odds-change policy; placement
 * once nothing blocks it, each reason said. Guests are asked to log in to place a bet. A signed-in
 * player may ask for a single as an auto-bet at a higher price, and for a stake above the largest
 * as a VIP bet where the platform takes them: the slip then says the request is held.
 */
export function BetSlip({ initialCode, focusBooking }: BetSlipProps = {}) {
  const { t } = useTranslation('sportsbook');
  const { variant, settings } = useLoadedSettings();
  const { authenticated } = useSession();
  const { actor, setPolicy, clear } = useCoupon();
  const context = useSelector(actor, (s) => s.context);
  const value = useSelector(actor, (s) => s.value);
  const count = context.selections.length;
  const blocks = couponBlocks(context);
  const needsAcceptance = priceMoves(context).some((m) => m.needsAcceptance);
  const oneClick = useOneClick(context.policy, settings.couponConfig.one_click_bet);
  const money = useMoneyFormat();
  const currency = useStakeCurrency();
  const { formatPrice } = useOddsFormat();
  // A block's limit is a count of selections, an amount ("0.50") written as money, or the price
  // an auto-bet must beat, written in the player's odds format.
  const limitText = ({ code, limit }: (typeof blocks)[number]) =>
    typeof limit === 'string'
      ? money(parseMinor(limit) ?? 0n, currency)
      : code === 'auto_price_not_above' && limit !== undefined
        ? formatPrice(limit)
        : limit;
  const countId = useId();
  // The light slip's typing goes to the first booking part only: the one shown again after a
  // placed bet is dismissed starts empty and takes no focus.
  const [handoff, setHandoff] = useState<BetSlipProps | undefined>({ initialCode, focusBooking });
  return (
    <section className="selection-list bet-slip" aria-labelledby="selection-list-title">
      <header className="selection-list__header">
        <h2 id="selection-list-title">{t('coupon_title')}</h2>
        <span id={countId} className="selection-list__count">
          {t('coupon_count', { number: count })}
        </span>
      </header>
      {authenticated && settings.couponConfig.one_click_bet && <OneClickBet oneClick={oneClick} />}
      {value === 'placed' && context.placed ? (
        <PlacedBet
          placed={context.placed}
          onDismiss={() => actor.send({ type: 'placed.dismiss' })}
        />
      ) : value === 'requested' && context.requested ? (
        <RequestedBet
          requested={context.requested}
          onDismiss={() => actor.send({ type: 'requested.dismiss' })}
        />
      ) : count === 0 ? (
        <p className="selection-list__empty">{t('coupon_empty')}</p>
      ) : (
        <>
          <CouponPriceWatch actor={actor} selections={context.selections} />
          <fieldset className="bet-slip__kinds">
            <legend className="visually-hidden">{t('coupon_kinds')}</legend>
            {kindsAvailable(context).map((kind) => (
              <label key={kind} className="bet-slip__kind">
                <input
                  type="radio"
                  name="bet-kind"
                  value={kind}
                  checked={context.kind === kind}
                  onChange={() => actor.send({ type: 'kind.choose', kind })}
                />
                <span>{t(`coupon_kind_${kind}`)}</span>
              </label>
            ))}
          </fieldset>
          <BetSlipSelections context={context} labelledBy={countId} />
          <button
            type="button"
            className="button button--link selection-list__clear"
            onClick={clear}
          >
            {t('coupon_clear')}
          </button>
          {authenticated && <BetSlipFunding actor={actor} context={context} />}
          <BetSlipStake actor={actor} context={context} />
          {authenticated && <BetSlipAuto actor={actor} context={context} />}
          {authenticated && <BetSlipLobby actor={actor} context={context} />}
          <BetSlipSummary context={context} />
          <label className="bet-slip__policy">
            <span>{t('coupon_policy')}</span>
            <select
              value={context.policy}
              onChange={(e) => setPolicy(e.target.value as typeof context.policy)}
            >
              {(['none', 'higher', 'any'] as const).map((policy) => (
                <option key={policy} value={policy}>
                  {t(`coupon_policy_${policy}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="bet-slip__status" role="status" aria-label={t('coupon_title')}>
            {context.lastError && (
              <p className="bet-slip__error">
                {t(context.lastError.code, { defaultValue: context.lastError.message })}
              </p>
            )}
            {value !== 'placing' && blocks.length > 0 && (
              <ul className="bet-slip__blocks">
                {blocks.map((block) => (
                  <li key={block.code}>
                    {t(`coupon_block_${block.code}`, { limit: limitText(block) })}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {needsAcceptance && (
            <button
              type="button"
              className="button bet-slip__accept"
              onClick={() => actor.send({ type: 'changes.accept' })}
            >
              {t('coupon_accept_changes')}
            </button>
          )}
          {authenticated && value === 'editing' && canBid(context) && (
            <div className="bet-slip__vip">
              <p>{t('coupon_vip_hint')}</p>
              <button
                type="button"
                className="button"
                onClick={() => actor.send({ type: 'bet.bid', guid: crypto.randomUUID() })}
              >
                {t('coupon_vip_bid')}
              </button>
            </div>
          )}
          {value === 'failed' ? (
            <div className="bet-slip__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => actor.send({ type: 'bet.retry' })}
              >
                {t('coupon_retry')}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => actor.send({ type: 'failure.dismiss' })}
              >
                {t('coupon_dismiss')}
              </button>
            </div>
          ) : authenticated ? (
            <button
              type="button"
              className="button button--primary bet-slip__place"
              aria-disabled={blocks.length > 0 || value === 'placing' || undefined}
              onClick={() =>
                blocks.length === 0 && actor.send({ type: 'bet.place', guid: crypto.randomUUID() })
              }
            >
              {value === 'placing'
                ? t('coupon_placing')
                : context.autoBet
                  ? t('coupon_place_auto')
                  : isMultiSingle(context)
                    ? t('coupon_place_many', { number: count })
                    : t('coupon_place')}
            </button>
          ) : (
            <Link
              className="button button--primary bet-slip__place"
              to={`/${variant.language}/login`}
            >
              {t('coupon_login_to_bet')}
            </Link>
          )}
        </>
      )}
      {/* One place whatever the count: a load's report outlives the list it fills. */}
      {!(value === 'placed' && context.placed) && !(value === 'requested' && context.requested) && (
        <BetSlipBooking
          coupon={actor}
          initialCode={handoff?.initialCode}
          focusOnMount={handoff?.focusBooking}
          onTaken={() => setHandoff(undefined)}
        />
      )}
    </section>
  );
}
