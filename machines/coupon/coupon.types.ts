/** The coupon machine's types: its input, context, events and the `placeBet` actor's contract. */
import type { BetKind } from '@/lib/bets/bet-maths';
import type { TaxSettings } from '@/lib/bets/tax-rules';
import type { Minor } from '@/lib/money/minor';
import type { OddsFormatId } from '@/lib/odds/odds-formats';
import type { Selection } from '@/lib/selections/selections';

import type { MachineError } from '../machine-error';

export type { BetKind };

/** The spec's limit on a coupon's selections (express); system and multi-single coupons take 20. */
export const COUPON_MAX_SELECTIONS = 50;

/**
 * What the player lets the platform do when a price moved since they agreed to it: nothing
 * (every move needs a click), take higher prices, or take any price (`checkCf` 0, 1, 2).
 */
export type OddsChangePolicy = 'none' | 'higher' | 'any';

/** An amount as settings and the platform send it: a JSON number or decimal text, two decimals at most. */
export type Amount = number | string;

/** One selection of the coupon: the list's entry with the price the player agreed to and the feed's now. */
export type CouponSelection = Selection & {
  /** The price the player agreed to (the clicked one, or the last accepted change). */
  readonly accepted: number;
  /** The feed's price now: old → new is accepted → price. */
  readonly price: number;
  /** Suspended on the feed (or by the platform's refusal): blocks placement while true. */
  readonly suspended: boolean;
};

/**
 * News about outcomes by outcome key, from the feed or a refusal (keys the coupon does not hold
 * are ignored; what an entry leaves out stays). An outcome or game gone is `suspended: true`.
 */
export type PriceUpdates = Readonly<
  Record<string, { readonly price?: number; readonly suspended?: boolean }>
>;

/** Stake limits (decimal text with two places, "0.50") and selection-count limits. */
export interface CouponLimits {
  /** The geo currency's `min_sum_bet`. */
  readonly minStake: string;
  /** The platform's answer; none known yet: no upper check on this side. */
  readonly maxStake: string | undefined;
  /** An express (50). */
  readonly maxSelections: number;
  /** A system or several singles at once (20). */
  readonly maxSystemSelections: number;
  /** The platform takes VIP bids above maxStake from this player (its `vipBets`). */
  readonly vipBets: boolean;
}

export interface CouponInput {
  /** The selection list as it stands (the stored coupon a reload keeps). */
  readonly selections?: readonly Selection[];
  readonly policy: OddsChangePolicy;
  readonly minStake: Amount;
  readonly maxStake?: Amount;
  readonly maxSelections?: number;
  readonly maxSystemSelections?: number;
  /** The variant's `bettingConfig.tax`. */
  readonly tax: TaxSettings;
}

/**
 * Where the stake comes from: the main account (undefined), a bonus of the player's — bonus
 * money, or a free bet, which stakes all of it (`fixedStake`) on one bet and pays its winnings
 * only —, or an advance (`advance`: lent by the platform against the player's open bets, within
 * what GetAvance says is available).
 */
export type CouponFunding = BonusFunding | AdvanceFunding;

/** Stake from a bonus of the player's. */
export interface BonusFunding {
  readonly bonusId: number;
  /** A free bet's amount ("10.00"): the stake, not to be changed. */
  readonly fixedStake?: string;
  readonly advance?: never;
}

/** Stake on an advance (MakeBetWeb's `avanceBet`). */
export interface AdvanceFunding {
  readonly advance: true;
  readonly bonusId?: never;
  readonly fixedStake?: never;
}

/** What the platform lends an advance bet now (GetAvance): decimal text with two places. */
export interface AdvanceStanding {
  /** What an advance bet may stake now, all bets of one placement together. */
  readonly available: string;
  /** What is still owed on earlier advances. */
  readonly outstanding: string;
  /** An earlier advance is unrepaid: no advance until it is paid back. */
  readonly blocked: boolean;
}

/**
 * A bet asked for rather than placed now: an auto-bet waits for the feed to reach its price, a VIP
 * bid (a stake above the largest) for the operator. Either holds its stake meanwhile.
 */
export type RequestMode = 'auto' | 'vip';

/** What one placement sends: the player's decisions. The same bet keeps its bet guid. */
export interface PlacementContent {
  /** A request instead of a bet placed now (absent: placed now). */
  readonly mode?: RequestMode;
  /** An auto-bet's price (decimal), above the price now. */
  readonly autoPrice?: number;
  /** The odds format the auto-bet's price was typed in (the request keeps it); decimal if absent. */
  readonly autoPriceView?: OddsFormatId;
  readonly kind: BetKind;
  /** k of a system, else undefined. */
  readonly systemSize: number | undefined;
  /** Decimal text, two places ("12.50"): for several singles, each one's stake. */
  readonly stake: string;
  readonly policy: OddsChangePolicy;
  /** The bonus staked from (MakeBetWeb's userIdBonus), else the main account. */
  readonly bonusId?: number;
  /** Staked on an advance (MakeBetWeb's avanceBet). */
  readonly advance?: true;
  /** Published to the coupon lobby with the bet (MakeBetWeb's withLobby): a bet placed now only. */
  readonly lobby?: true;
  /** In coupon order, each with the price the player agreed to. */
  readonly selections: readonly {
    readonly key: string;
    readonly gameId: number;
    readonly price: number;
  }[];
}

/** A placement under way or unanswered: its content and the one guid it is sent with. */
export type PlacementAttempt = PlacementContent & { readonly betGuid: string };

/** The `placeBet` actor's input: the attempt with the stake in minor units. */
export type PlaceBetInput = Omit<PlacementAttempt, 'stake'> & {
  readonly stake: Minor;
  /**
   * One guid a bet: `[betGuid]`, or for several singles (MakeBetWebMulti: each single its own
   * guid) one a selection, derived from `betGuid` so a retry sends the same ones.
   */
  readonly betGuids: readonly string[];
};

/** The bet(s) the platform placed. */
export interface PlacedBet {
  readonly betGuid: string;
  /** One bet, or one per selection for several singles. */
  readonly betIds: readonly string[];
  /** The prices the platform took, by outcome key (higher than agreed where the policy let it). */
  readonly prices: Readonly<Record<string, number>>;
}

/** A request the platform holds: its id, and what it waits for. */
export interface RequestedBet {
  readonly betGuid: string;
  readonly requestId: string;
  readonly mode: RequestMode;
  /** An auto-bet's price. */
  readonly autoPrice?: number;
}

/** The platform's refusals (schemas/api/bets.json): i18n keys, shown as they come. */
export type PlaceBetRefusalCode =
  | 'error_bet_prices_changed'
  | 'error_bet_selection_unavailable'
  | 'error_insufficient_funds'
  | 'error_bet_stake_too_small'
  | 'error_bet_stake_too_large'
  | 'error_bet_payout_too_large'
  | 'error_bet_too_many_selections'
  | 'error_bet_same_game'
  | 'error_no_active_account'
  | 'error_bet_free_bet_stake'
  | 'error_bonus_closed'
  | 'error_bet_advance_above_available'
  | 'error_bet_advance_blocked'
  | 'error_bet_auto_price_not_above'
  | 'error_bet_vip_within_limits'
  | 'error_bet_vip_unavailable';

/** The platform's bet limits (its `limits`, every answer carries them). */
export interface PlatformLimits {
  readonly minStake?: Amount;
  readonly maxStake?: Amount;
  /** Whether this player may ask for a VIP bet above maxStake. */
  readonly vipBets?: boolean;
}

/**
 * The platform's answer to a placement. A refusal is an answer (nothing was placed, the guid is
 * spent); the actor rejects only when no answer came (network, 5xx, timeout): the bet may have
 * been placed, so a retry goes with the same guid.
 */
export type PlaceBetOutput =
  | { readonly status: 'placed'; readonly bet: PlacedBet; readonly limits?: PlatformLimits }
  | {
      readonly status: 'requested';
      readonly request: RequestedBet;
      readonly limits?: PlatformLimits;
    }
  | {
      readonly status: 'refused';
      readonly code: PlaceBetRefusalCode | (string & {});
      readonly message: string;
      /** What changed: `changes` as new prices, `unavailable` outcomes as suspended. */
      readonly prices?: PriceUpdates;
      readonly limits?: PlatformLimits;
      /** The advance standing an advance's refusal brings. */
      readonly advance?: AdvanceStanding;
    };

export interface CouponContext {
  readonly selections: readonly CouponSelection[];
  /** The kind the coupon places: the player's choice where the count allows it. */
  readonly kind: BetKind;
  /** The kind the player chose; undefined: single for one selection, express for more. */
  readonly kindChoice: BetKind | undefined;
  /** k of a system (kept while another kind is chosen). */
  readonly systemSize: number;
  /** The stake as typed (digits and up to two decimals; "," or "."). */
  readonly stakeText: string;
  readonly policy: OddsChangePolicy;
  /** Where the stake comes from (undefined: the main account). */
  readonly funding: CouponFunding | undefined;
  /** What the platform lends on advance now; undefined: not known (a guest, not asked yet). */
  readonly advance: AdvanceStanding | undefined;
  readonly limits: CouponLimits;
  readonly tax: TaxSettings;
  /** The placement under way, or the last one left without an answer (a retry resends it). */
  readonly attempt: PlacementAttempt | undefined;
  /** Why the last placement did not go through. */
  readonly lastError: MachineError | undefined;
  readonly placed: PlacedBet | undefined;
  /** An auto-bet asked for (a single only): placed when the feed reaches `autoPriceText`. */
  readonly autoBet: boolean;
  /** The auto-bet's price as typed, in `autoPriceFormat` ("," or "." for a decimal mark). */
  readonly autoPriceText: string;
  /** The odds format the price is typed in (the player's); decimal when not said. */
  readonly autoPriceFormat?: OddsFormatId;
  /** The request the platform holds (an auto-bet, a VIP bid), shown until dismissed. */
  readonly requested: RequestedBet | undefined;
  /** Publish the coupon to the coupon lobby with the bet (the slip offers it where it is on). */
  readonly lobby: boolean;
}

export type CouponEvent =
  /** The selection list changed (the sportsbook's store): the coupon follows it. */
  | { type: 'selections.set'; selections: readonly Selection[] }
  | { type: 'kind.choose'; kind: BetKind }
  | { type: 'system.size'; size: number }
  | { type: 'stake.type'; text: string }
  | { type: 'stake.quick'; amount: Amount }
  | { type: 'policy.set'; policy: OddsChangePolicy }
  /**
   * Stake from a bonus (a free bet fixes the stake), on an advance (only while one is available),
   * or from the main account (undefined).
   */
  | { type: 'funding.choose'; funding: CouponFunding | undefined }
  /** What the platform lends on advance now (GetAvance's answer; undefined: not known). */
  | { type: 'advance.update'; standing: AdvanceStanding | undefined }
  /** The feed's changes for the selected outcomes. */
  | { type: 'prices.update'; prices: PriceUpdates }
  /** The platform's stake limits (its answer on the max bet). */
  | ({ type: 'limits.update' } & PlatformLimits)
  | { type: 'changes.accept' }
  /**
   * Place the coupon. `guid` is a fresh one (`crypto.randomUUID()` at the click): taken when the
   * content is new, ignored when an unanswered attempt of the same content keeps its own.
   */
  | { type: 'bet.place'; guid: string }
  /** Ask for a VIP bet: the stake above the largest, held until the operator decides. */
  | { type: 'bet.bid'; guid: string }
  /** An auto-bet on or off (on: a single only). */
  | { type: 'autobet.set'; on: boolean }
  | { type: 'autobet.price'; text: string; format?: OddsFormatId }
  /** Publish the coupon to the coupon lobby with the bet, or not. */
  | { type: 'lobby.set'; on: boolean }
  | { type: 'requested.dismiss' }
  | { type: 'bet.retry' }
  | { type: 'failure.dismiss' }
  | { type: 'placed.dismiss' }
  | { type: 'coupon.clear' };
