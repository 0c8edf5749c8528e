import type { Champ } from './world.ts';

type Names = Readonly<Record<'ru' | 'en' | 'pt' | 'kk' | 'ar', string>>;

/**
 * A global championship: championships of one or more sports a themed section of the site shows
 * together (account spec §2 themed sections; §3 global event config names one by id). Members are
 * matched by what a championship is (sport, country, title), not by position, so a plan that grows
 * keeps them.
 */
export interface GlobalChamp {
  readonly id: number;
  /** The themed section's key. */
  readonly key: string;
  readonly names: Names;
  readonly member: (champ: Champ) => boolean;
}

const is =
  (sportId: number, country: string, title: Champ['plan']['title']) =>
  (c: Champ): boolean =>
    c.sportId === sportId && c.plan.country === country && c.plan.title === title;

const CYBER_FROM = 4000;

/** The sport plans' ids this table names. */
const FOOTBALL = 1;
const HOCKEY = 2;
const BASKETBALL = 3;
const TENNIS = 4;
const TABLE_TENNIS = 10;
const FIGHTS = 56;

const OLYMPIC = [
  is(FOOTBALL, 'INT', 'friendlies'),
  is(BASKETBALL, 'INT', 'champions'),
  is(TENNIS, 'INT', 'menTour'),
  is(TENNIS, 'INT', 'womenTour'),
  is(TABLE_TENNIS, 'INT', 'masters'),
];

export const GLOBAL_CHAMPS: readonly GlobalChamp[] = [
  {
    id: 1,
    key: 'epl',
    names: {
      ru: 'Английская Премьер-лига',
      en: 'English Premier League',
      pt: 'Premier League Inglesa',
      kk: 'Англия Премьер-лигасы',
      ar: 'الدوري الإنجليزي الممتاز',
    },
    member: is(FOOTBALL, 'GB', 'premier'),
  },
  {
    id: 2,
    key: 'laliga',
    names: {
      ru: 'Ла Лига',
      en: 'LaLiga',
      pt: 'La Liga',
      kk: 'Ла Лига',
      ar: 'الدوري الإسباني',
    },
    member: is(FOOTBALL, 'ES', 'premier'),
  },
  {
    id: 3,
    key: 'nba-finals',
    names: {
      ru: 'Финал баскетбольной лиги',
      en: 'Basketball League Finals',
      pt: 'Finais da Liga de Basquete',
      kk: 'Баскетбол лигасының финалы',
      ar: 'نهائيات دوري كرة السلة',
    },
    member: is(BASKETBALL, 'US', 'national'),
  },
  {
    id: 4,
    key: 'nhl-finals',
    names: {
      ru: 'Финал хоккейной лиги',
      en: 'Hockey League Finals',
      pt: 'Finais da Liga de Hóquei',
      kk: 'Хоккей лигасының финалы',
      ar: 'نهائيات دوري الهوكي',
    },
    member: is(HOCKEY, 'US', 'national'),
  },
  {
    id: 5,
    key: 'ufc',
    names: {
      ru: 'Бои без правил',
      en: 'Mixed Martial Arts',
      pt: 'Artes Marciais Mistas',
      kk: 'Аралас жекпе-жек',
      ar: 'الفنون القتالية المختلطة',
    },
    member: is(FIGHTS, 'INT', 'fightNight'),
  },
  {
    id: 6,
    key: 'olympics2024',
    names: {
      ru: 'Олимпийские игры 2024',
      en: 'Olympic Games 2024',
      pt: 'Jogos Olímpicos 2024',
      kk: '2024 Олимпиада ойындары',
      ar: 'الألعاب الأولمبية 2024',
    },
    member: (c) => OLYMPIC.some((match) => match(c)),
  },
  {
    id: 7,
    key: 'champions',
    names: {
      ru: 'Лига чемпионов',
      en: 'Champions League',
      pt: 'Liga dos Campeões',
      kk: 'Чемпиондар лигасы',
      ar: 'دوري الأبطال',
    },
    member: is(FOOTBALL, 'INT', 'champions'),
  },
  {
    id: 8,
    key: 'cyber',
    names: {
      ru: 'Киберспорт',
      en: 'Esports',
      pt: 'eSports',
      kk: 'Киберспорт',
      ar: 'الرياضات الإلكترونية',
    },
    member: (c) => c.sportId >= CYBER_FROM,
  },
  {
    id: 9,
    key: 'politics',
    names: {
      ru: 'Политика',
      en: 'Politics',
      pt: 'Política',
      kk: 'Саясат',
      ar: 'السياسة',
    },
    // The long-term championships of the elections (sport 2999): one per invented region.
    member: (c) => c.longTerm?.plan.kind === 'election',
  },
];

export const globalChampById: ReadonlyMap<number, GlobalChamp> = new Map(
  GLOBAL_CHAMPS.map((g) => [g.id, g]),
);

/** Its name in a language, English when the language has none. */
export const globalChampName = (global: GlobalChamp, language: string): string =>
  (global.names as Readonly<Record<string, string>>)[language] ?? global.names.en;

/** The championships of a global championship in a world, in plan order. */
export const globalChampMembers = (
  global: GlobalChamp,
  champs: readonly Champ[],
): readonly Champ[] => champs.filter(global.member);
