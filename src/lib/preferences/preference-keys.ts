/**
 * The client preferences of the spec (betting side §3): every key with its default and the check
 * a stored value must pass. A value that fails the check is treated as absent (the default).
 */
export type Theme = 'light' | 'dark';
export type FontSize = 'small' | 'normal' | 'large';
/** The sports menu's full list: by name (the default: an index under the top sports), or most games first. */
export type SportSort = 'popular' | 'name';

export interface Favourites {
  readonly games: readonly number[];
  readonly cyber: readonly number[];
  readonly marble: readonly number[];
  readonly topGames: readonly number[];
  readonly championships: readonly number[];
  readonly teams: readonly number[];
}

/** The coupon being built; its event fields belong to the betting feature (spec: not shown). */
export interface StoredCoupon {
  readonly couponEvents: readonly Readonly<Record<string, unknown>>[];
}

export interface Preferences {
  readonly coupon: StoredCoupon;
  /** Bets kept on this device (e.g. placed while offline or by guests); fields as the platform sends them. */
  readonly localBets: readonly Readonly<Record<string, unknown>>[];
  readonly favourites: Favourites;
  /** Game ids pinned on the dashboard (spec: dashboard games limit 20). */
  readonly pinnedGames: readonly number[];
  /** null: the variant's customizeConfig.theme. */
  readonly theme: Theme | null;
  /** null: the variant's customizeConfig.font_size. */
  readonly fontSize: FontSize | null;
  /**
   * The player's odds format id (src/lib/odds/odds-formats.ts); null: the variant's default by geo,
   * language or bettingConfig.coef_format. A number stored before it could be null stays a choice.
   */
  readonly coefficientFormat: number | null;
  /** The player's betting view id (0 European, 1 Asian); null: the variant's default. */
  readonly bettingView: number | null;
  /** Whether coefficient changes are highlighted. */
  readonly coefficientChange: boolean;
  /** The compact ("lite") view. */
  readonly compactView: boolean;
  /** Names of popups already shown in this browser. */
  readonly popupsShown: readonly string[];
  /** The order of the sports menu's full list (menu section sport-sort, 10000). */
  readonly sportSort: SportSort;
  /**
   * The feed-clock moment of the newest game event this browser has shown (ISO date and time);
   * null: none yet, the next answer's `now` becomes it (older events are not news).
   */
  readonly gameEventsSeen: string | null;
  /**
   * What the coupon does when a selected price moves (checkCf: 0 accept no change, 1 accept
   * higher, 2 accept any); null: the variant's bettingConfig.bet_check_value.
   */
  readonly oddsChangePolicy: 0 | 1 | 2 | null;
  /** The fixed stake of one-click bets ("10.00"); null: one-click betting is off. */
  readonly oneClickStake: string | null;
}

export type PreferenceKey = keyof Preferences;

export const DASHBOARD_GAMES_LIMIT = 20;

const FAVOURITE_LISTS = ['games', 'cyber', 'marble', 'topGames', 'championships', 'teams'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value);
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isId);
const isRecordList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every(isRecord);

/** A stake as the player typed it: whole units and at most two decimals. */
const STAKE_TEXT = /^\d{1,12}(\.\d{1,2})?$/;

/** A moment on the feed clock as the platform writes it (and takes back as `since`). */
const FEED_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const preferenceDefaults: Preferences = Object.freeze({
  coupon: Object.freeze({ couponEvents: Object.freeze([]) }),
  localBets: Object.freeze([]),
  favourites: Object.freeze({
    games: [],
    cyber: [],
    marble: [],
    topGames: [],
    championships: [],
    teams: [],
  }),
  pinnedGames: Object.freeze([]),
  theme: null,
  fontSize: null,
  coefficientFormat: null,
  bettingView: null,
  coefficientChange: true,
  compactView: false,
  popupsShown: Object.freeze([]),
  sportSort: 'name',
  gameEventsSeen: null,
  oddsChangePolicy: null,
  oneClickStake: null,
});

type Validators = { readonly [K in PreferenceKey]: (value: unknown) => value is Preferences[K] };

export const preferenceValidators: Validators = {
  coupon: (v): v is StoredCoupon => isRecord(v) && isRecordList(v.couponEvents),
  localBets: isRecordList,
  favourites: (v): v is Favourites =>
    isRecord(v) && FAVOURITE_LISTS.every((list) => isIdList(v[list])),
  pinnedGames: (v): v is number[] => isIdList(v) && v.length <= DASHBOARD_GAMES_LIMIT,
  theme: (v): v is Theme | null => v === null || v === 'light' || v === 'dark',
  fontSize: (v): v is FontSize | null =>
    v === null || v === 'small' || v === 'normal' || v === 'large',
  coefficientFormat: (v): v is number | null => v === null || (isId(v) && v >= 0),
  bettingView: (v): v is number | null => v === null || (isId(v) && v >= 0),
  coefficientChange: (v): v is boolean => typeof v === 'boolean',
  compactView: (v): v is boolean => typeof v === 'boolean',
  popupsShown: (v): v is string[] =>
    Array.isArray(v) && v.every((name) => typeof name === 'string'),
  sportSort: (v): v is SportSort => v === 'popular' || v === 'name',
  gameEventsSeen: (v): v is string | null =>
    v === null || (typeof v === 'string' && FEED_MOMENT.test(v)),
  oddsChangePolicy: (v): v is 0 | 1 | 2 | null => v === null || v === 0 || v === 1 || v === 2,
  oneClickStake: (v): v is string | null =>
    v === null || (typeof v === 'string' && STAKE_TEXT.test(v) && Number(v) > 0),
};

export const preferenceKeys = Object.keys(preferenceDefaults) as PreferenceKey[];

/** Hidden items (dismissed banners, collapsed blocks…) are stored one key each under this prefix. */
export const HIDDEN_PREFIX = 'hidden:';
/** Where the store's data version is kept (see migrations.ts). */
export const VERSION_KEY = 'storeVersion';
