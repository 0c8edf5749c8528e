import { titleIn, type TitleKey } from './titles.ts';

type Names = Readonly<Record<'ru' | 'en' | 'pt' | 'kk' | 'ar', string>>;

/** The catalogue's long-term bets (sports.json, kind `longterm`). */
export const LONG_TERM_SPORT = 2999;

/** A participant of a long-term event: a team of the feed (with its id) or a candidate. */
export interface Participant {
  readonly name: string;
  readonly id?: number;
}

/**
 * One long-term event (an outright): who may win, and when. It is on sale from `opens` (the
 * previous one's close, so one is always on sale) until `closes`; `decided` is when the winner is
 * known (the championship's last game over, the votes counted).
 */
export interface LongTermEvent {
  readonly kind: 'winner' | 'election';
  /** The championship's season, or the election's number. */
  readonly instance: number;
  readonly participants: readonly Participant[];
  readonly opens: number;
  readonly closes: number;
  readonly decided: number;
}

/** An invented country or region that holds elections (politics). */
export interface Region {
  readonly key: string;
  readonly names: Names;
  readonly office: 'president' | 'governor';
  /** Surname pool of its candidates (names.ts SURNAMES). */
  readonly pool: string;
  /** An election every `everyDays`, the first `offsetDays` after the simulator's first day. */
  readonly everyDays: number;
  readonly offsetDays: number;
  /** Polls close (betting closes) at this hour, UTC, on election day. */
  readonly closeHourUtc: number;
}

/**
 * What a long-term championship (sport 2999) is about: a scheduled championship's winner (matched
 * by sport, country and title, like global championships) or a region's elections. Append only:
 * a plan's position names its championship id (2999000 + position) and its events' ids.
 */
export type LongTermPlan =
  | {
      readonly kind: 'winner';
      readonly sportId: number;
      readonly country: string;
      readonly title: TitleKey;
    }
  | { readonly kind: 'election'; readonly region: Region };

const winner = (sportId: number, country: string, title: TitleKey): LongTermPlan => ({
  kind: 'winner',
  sportId,
  country,
  title,
});

const election = (region: Region): LongTermPlan => ({ kind: 'election', region });

export const LONG_TERM_PLANS: readonly LongTermPlan[] = [
  winner(1, 'GB', 'premier'),
  winner(1, 'ES', 'premier'),
  winner(1, 'DE', 'premier'),
  winner(1, 'IT', 'premier'),
  winner(1, 'FR', 'premier'),
  winner(1, 'INT', 'champions'),
  winner(2, 'US', 'national'),
  winner(3, 'US', 'national'),
  election({
    key: 'varnia',
    names: {
      ru: 'Республика Варния',
      en: 'Republic of Varnia',
      pt: 'República da Várnia',
      kk: 'Варния Республикасы',
      ar: 'جمهورية فارنيا',
    },
    office: 'president',
    pool: 'europe',
    everyDays: 42,
    offsetDays: 3,
    closeHourUtc: 18,
  }),
  election({
    key: 'ostmark',
    names: {
      ru: 'Федерация Остмарк',
      en: 'Ostmark Federation',
      pt: 'Federação de Ostmark',
      kk: 'Остмарк Федерациясы',
      ar: 'اتحاد أوستمارك',
    },
    office: 'president',
    pool: 'europe',
    everyDays: 42,
    offsetDays: 10,
    closeHourUtc: 17,
  }),
  election({
    key: 'solvara',
    names: {
      ru: 'Острова Сольвара',
      en: 'Solvara Islands',
      pt: 'Ilhas Solvara',
      kk: 'Сольвара аралдары',
      ar: 'جزر سولفارا',
    },
    office: 'governor',
    pool: 'americas',
    everyDays: 42,
    offsetDays: 17,
    closeHourUtc: 23,
  }),
  election({
    key: 'kessaria',
    names: {
      ru: 'Провинция Кессария',
      en: 'Kessaria Province',
      pt: 'Província de Kessária',
      kk: 'Кессария провинциясы',
      ar: 'مقاطعة كيساريا',
    },
    office: 'governor',
    pool: 'arab',
    everyDays: 42,
    offsetDays: 24,
    closeHourUtc: 16,
  }),
  election({
    key: 'marovia',
    names: {
      ru: 'Республика Маровия',
      en: 'Republic of Marovia',
      pt: 'República da Maróvia',
      kk: 'Маровия Республикасы',
      ar: 'جمهورية ماروفيا',
    },
    office: 'president',
    pool: 'cis',
    everyDays: 42,
    offsetDays: 31,
    closeHourUtc: 15,
  }),
  election({
    key: 'talmir',
    names: {
      ru: 'Тальмирский край',
      en: 'Talmir Region',
      pt: 'Região de Talmir',
      kk: 'Талмир өлкесі',
      ar: 'إقليم تالمير',
    },
    office: 'governor',
    pool: 'asia',
    everyDays: 42,
    offsetDays: 38,
    closeHourUtc: 11,
  }),
];

/** What the feed calls an event and its market, in the five sample languages. */
export const LONG_TERM_TEXTS = {
  winner: { ru: 'Победитель', en: 'Winner', pt: 'Vencedor', kk: 'Жеңімпаз', ar: 'الفائز' },
  season: {
    ru: 'Сезон {n}',
    en: 'Season {n}',
    pt: 'Temporada {n}',
    kk: '{n}-маусым',
    ar: 'الموسم {n}',
  },
  president: {
    ru: 'Президентские выборы',
    en: 'Presidential election',
    pt: 'Eleição presidencial',
    kk: 'Президент сайлауы',
    ar: 'الانتخابات الرئاسية',
  },
  governor: {
    ru: 'Выборы губернатора',
    en: 'Governor election',
    pt: 'Eleição para governador',
    kk: 'Әкім сайлауы',
    ar: 'انتخابات الحاكم',
  },
} as const satisfies Record<string, Names>;

/**
 * What a long-term event's two sides say in a language: the event ("Season 5", "Presidential
 * election") and its market ("Winner").
 */
export function longTermSideNames(
  plan: LongTermPlan,
  instance: number,
  language: string,
): [string, string] {
  const event =
    plan.kind === 'election'
      ? titleIn(LONG_TERM_TEXTS[plan.region.office], language)
      : titleIn(LONG_TERM_TEXTS.season, language).replace('{n}', String(instance + 1));
  return [event, titleIn(LONG_TERM_TEXTS.winner, language)];
}
