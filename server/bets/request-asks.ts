import { createHash } from 'node:crypto';

import { formatMinor } from '../../src/lib/money/minor.ts';
import { priceThousandths } from '../../src/lib/odds/price-figure.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { checkStake, type LimitSettings, limitsOnWire, type StakeLimits } from './bet-limits.ts';
import { type BetAsk, betAskOf, type MakeBetBody } from './bet-request.ts';
import type { RequestKind } from './bet-request-record.ts';
import { acceptedPrices } from './price-policy.ts';

/**
 * What a bet request asks (server/bets/bet-requests.ts) and whether it may: an auto-bet is a
 * single at a price above the one now, a VIP bid a stake above the largest where the variant
 * takes them from the player's country; neither stakes a bonus or an advance.
 */

/** What is asked: the bet (checked for shape), and an auto-bet's price or a bid. */
export type RequestAsk =
  | { readonly kind: 'auto'; readonly bet: BetAsk; readonly price: number; readonly view?: number }
  | { readonly kind: 'vip'; readonly bet: BetAsk };

/** The same guid must ask the same: the bet, the kind of request, an auto-bet's price. */
export const fingerprintOf = (ask: RequestAsk) =>
  createHash('sha256')
    .update(
      `${ask.kind}|${ask.kind === 'auto' ? priceThousandths(ask.price) : ''}|${ask.bet.fingerprint}`,
    )
    .digest('hex');

/** 422 naming the field: what was asked cannot be a request of this kind. */
const notRequestable = (key: string, pointer: string, message: string, limits: StakeLimits) =>
  new ApiProblem(422, key, [`body ${pointer}: ${message}`], limitsOnWire(limits));

const bad = (at: string, field: string, message: string) =>
  new ApiProblem(400, 'error_bad_request', [`body ${at}/${field}: ${message}`]);

const REQUESTED: Record<RequestKind, string> = { auto: 'an auto-bet', vip: 'a VIP bid' };

/** What no request takes: a bonus's or a lent stake (it is held from the main account). */
export function checkShape(ask: RequestAsk) {
  const { bet } = ask;
  if (ask.kind === 'auto' && bet.kind !== 'single')
    throw bad(bet.at, 'vid', 'an auto-bet is a single (vid 0)');
  if (bet.bonusId !== undefined)
    throw bad(bet.at, 'userIdBonus', `${REQUESTED[ask.kind]} stakes from the main account`);
  if (bet.advance) throw bad(bet.at, 'avanceBet', `${REQUESTED[ask.kind]} is not lent`);
}

/** The field a request's stake is named by. */
export const stakeField = (ask: RequestAsk) =>
  `${ask.bet.at}/${ask.kind === 'vip' ? 'VIPBetSumm' : 'summ'}`;

/** The prices the request is checked at, and its stake within what its kind allows. */
export function checkedPrices(
  ask: RequestAsk,
  quotes: Parameters<typeof acceptedPrices>[0],
  limits: StakeLimits,
) {
  const { bet } = ask;
  if (ask.kind === 'vip') {
    if (bet.stake <= limits.max)
      throw notRequestable(
        'error_bet_vip_within_limits',
        stakeField(ask),
        `not above ${formatMinor(limits.max)}: place it with MakeBetWeb`,
        limits,
      );
    return acceptedPrices(quotes, bet.policy, bet.at);
  }
  checkStake(bet.stake, limits, stakeField(ask));
  const now = quotes[0]!.outcome.c;
  if ((priceThousandths(ask.price) ?? 0) <= (priceThousandths(now) ?? 0))
    throw new ApiProblem(
      422,
      'error_bet_auto_price_not_above',
      [`body ${bet.at}/autoBetCf: the price is ${now} now: ask for a higher one`],
      { price: now },
    );
  return [ask.price];
}

/** What each country's players may do: VIP bets where bettingConfig.vip_bets allows them. */
export const vipBetsAllowed = (settings: LimitSettings, country: string): boolean =>
  settings.bettingConfig.vip_bets.by_country[country] ?? settings.bettingConfig.vip_bets.default;

/** The player's country (as registered), else the visitor's (globalConfig.geo_country_code). */
export async function playerCountry(db: Queryable, playerId: number, settings: LimitSettings) {
  const [row] = await db.query<{ country: string | null }>(
    `SELECT k.alpha2 AS country FROM players p LEFT JOIN countries k ON k.id = p.country_id
     WHERE p.id = $1`,
    [playerId],
  );
  return row?.country ?? settings.globalConfig.geo_country_code;
}

/**
 * MakeBetWeb's auto-bet (isAutoBet with autoBetCf), checked for shape; undefined for a bet placed
 * now. autoBetCf without isAutoBet, or isAutoBet without a price, is a 400 naming the field.
 */
export function autoBetOf(body: MakeBetBody, settings: LimitSettings): RequestAsk | undefined {
  const { isAutoBet, autoBetCf, autoBetCfView } = body;
  if (isAutoBet !== true) {
    if (autoBetCf !== undefined)
      throw bad('', 'autoBetCf', 'asks for an auto-bet: isAutoBet is not true');
    return undefined;
  }
  if (autoBetCf === undefined)
    throw bad('', 'autoBetCf', 'an auto-bet needs the price it waits for');
  return {
    kind: 'auto',
    bet: betAskOf(body, body.checkCf, settings),
    price: autoBetCf,
    ...(autoBetCfView === undefined ? {} : { view: autoBetCfView }),
  };
}
