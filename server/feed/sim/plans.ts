import type { ModelName } from './models.ts';
import type { CLUB_PATTERNS } from './names.ts';
import type { TitleKey } from './titles.ts';

/**
 * What the simulated world holds: per sport its play model, who plays (clubs of a country's towns,
 * or individuals of a region) and its championships. A championship plays a double round robin
 * over and over: `roundsPerDay` rounds a day (1/7: weekly), its games from `primeHourUtc` on.
 * Championship ids are `sportId * 1000 + position`: append, never reorder, so ids stay put.
 */
export interface ChampPlan {
  /** Alpha-2 country code, or INT for international. */
  readonly country: string;
  readonly title: TitleKey;
  readonly teams: number;
  readonly roundsPerDay: number;
  readonly primeHourUtc: number;
  /** How far apart the sides are (spread of ratings); top leagues are wider. */
  readonly spread?: number;
  /** Whose names an international or individual championship draws (default: its country). */
  readonly pool?: string;
  /** A championship the site puts first (top championships, the dashboard). */
  readonly top?: boolean;
}

export interface SportPlan {
  readonly sportId: number;
  readonly model: ModelName;
  /** Clubs named by a pattern family, or individuals (surnames of a region). */
  readonly sides: { readonly clubs: keyof typeof CLUB_PATTERNS } | { readonly individuals: true };
  readonly champs: readonly ChampPlan[];
}

const league = (
  country: string,
  title: TitleKey,
  teams: number,
  roundsPerDay: number,
  primeHourUtc: number,
  extra: Partial<ChampPlan> = {},
): ChampPlan => ({ country, title, teams, roundsPerDay, primeHourUtc, ...extra });

const TWICE_A_WEEK = 2 / 7;

export const SPORT_PLANS: readonly SportPlan[] = [
  {
    sportId: 1,
    model: 'football',
    sides: { clubs: 'football' },
    champs: [
      league('GB', 'premier', 20, TWICE_A_WEEK, 14, { spread: 0.5, top: true }),
      league('ES', 'premier', 20, TWICE_A_WEEK, 17, { spread: 0.5, top: true }),
      league('DE', 'premier', 18, TWICE_A_WEEK, 15, { spread: 0.5, top: true }),
      league('IT', 'premier', 20, TWICE_A_WEEK, 17, { spread: 0.45, top: true }),
      league('FR', 'premier', 18, TWICE_A_WEEK, 18, { spread: 0.45, top: true }),
      league('PT', 'premier', 18, TWICE_A_WEEK, 18),
      league('NL', 'premier', 18, TWICE_A_WEEK, 16),
      league('TR', 'superLeague', 18, TWICE_A_WEEK, 16),
      league('RU', 'premier', 16, TWICE_A_WEEK, 13),
      league('KZ', 'premier', 14, TWICE_A_WEEK, 11),
      league('BR', 'premier', 20, TWICE_A_WEEK, 22),
      league('AR', 'premier', 20, TWICE_A_WEEK, 21),
      league('US', 'national', 18, TWICE_A_WEEK, 23),
      league('SA', 'premier', 18, TWICE_A_WEEK, 16),
      league('EG', 'premier', 18, TWICE_A_WEEK, 15),
      league('AE', 'premier', 14, TWICE_A_WEEK, 14),
      league('GB', 'first', 24, 3 / 7, 18),
      league('ES', 'first', 22, 3 / 7, 16),
      league('DE', 'first', 18, 3 / 7, 16),
      league('INT', 'champions', 32, 2 / 7, 19, { spread: 0.55, pool: 'INT', top: true }),
      league('INT', 'friendlies', 20, 1, 11, { pool: 'INT' }),
      league('GB', 'women', 12, 2 / 7, 12),
      league('BR', 'youth', 16, 1, 14),
      league('JP', 'premier', 18, TWICE_A_WEEK, 8),
      league('KR', 'premier', 12, TWICE_A_WEEK, 7),
      league('AU', 'premier', 12, TWICE_A_WEEK, 8),
      league('UA', 'premier', 16, TWICE_A_WEEK, 13),
      league('PL', 'premier', 18, TWICE_A_WEEK, 16),
      league('GR', 'superLeague', 14, TWICE_A_WEEK, 17),
    ],
  },
  {
    sportId: 2,
    model: 'hockey',
    sides: { clubs: 'hockey' },
    champs: [
      league('US', 'national', 32, 1, 0, { spread: 0.35, top: true }),
      league('RU', 'superLeague', 22, 1, 16),
      league('FI', 'premier', 16, 3 / 7, 16),
      league('SE', 'premier', 14, 3 / 7, 17),
      league('CZ', 'premier', 14, 3 / 7, 16),
      league('KZ', 'premier', 10, 3 / 7, 13),
    ],
  },
  {
    sportId: 3,
    model: 'basketball',
    sides: { clubs: 'basketball' },
    champs: [
      league('US', 'national', 30, 1, 0, { spread: 0.35, top: true }),
      league('INT', 'champions', 18, 2 / 7, 18, { pool: 'INT' }),
      league('ES', 'premier', 18, 2 / 7, 17),
      league('TR', 'superLeague', 16, 2 / 7, 16),
      league('CN', 'premier', 20, 1, 11),
      league('AU', 'national', 10, 3 / 7, 8),
      league('GR', 'premier', 12, 2 / 7, 16),
    ],
  },
  {
    sportId: 4,
    model: 'tennis',
    sides: { individuals: true },
    champs: [
      league('INT', 'menTour', 32, 2, 9, { pool: 'europe', spread: 0.6, top: true }),
      league('INT', 'womenTour', 32, 2, 10, { pool: 'americas', spread: 0.6 }),
      league('INT', 'challenger', 24, 3, 8, { pool: 'europe' }),
      league('INT', 'challenger', 16, 2, 3, { pool: 'asia' }),
    ],
  },
  {
    sportId: 5,
    model: 'baseball',
    sides: { clubs: 'other' },
    champs: [league('US', 'national', 30, 1, 23), league('JP', 'premier', 12, 1, 9)],
  },
  {
    sportId: 6,
    model: 'volleyball',
    sides: { clubs: 'volleyball' },
    champs: [
      league('IT', 'superLeague', 12, 2 / 7, 18),
      league('PL', 'premier', 14, 2 / 7, 17),
      league('TR', 'premier', 12, 2 / 7, 14),
      league('BR', 'superLeague', 12, 2 / 7, 22),
    ],
  },
  {
    sportId: 8,
    model: 'handball',
    sides: { clubs: 'handball' },
    champs: [league('DE', 'premier', 18, 2 / 7, 17), league('FR', 'premier', 16, 2 / 7, 18)],
  },
  {
    sportId: 10,
    model: 'tableTennis',
    sides: { individuals: true },
    champs: [
      league('INT', 'setka', 10, 8, 0, { pool: 'cis' }),
      league('CZ', 'proLeague', 10, 6, 1, { pool: 'europe' }),
      league('INT', 'masters', 12, 4, 2, { pool: 'asia' }),
    ],
  },
  {
    sportId: 13,
    model: 'americanFootball',
    sides: { clubs: 'other' },
    champs: [league('US', 'national', 32, 2 / 7, 18, { spread: 0.4 })],
  },
  {
    sportId: 14,
    model: 'futsal',
    sides: { clubs: 'football' },
    champs: [league('ES', 'premier', 16, 2 / 7, 19), league('BR', 'premier', 14, 2 / 7, 22)],
  },
  {
    sportId: 56,
    model: 'fight',
    sides: { individuals: true },
    champs: [league('INT', 'fightNight', 24, 2, 20, { pool: 'americas' })],
  },
  {
    sportId: 4005,
    model: 'cyberFootball',
    sides: { clubs: 'football' },
    champs: [
      league('INT', 'battle', 8, 24, 0, { pool: 'INT' }),
      league('INT', 'proLeague', 10, 16, 0, { pool: 'INT' }),
    ],
  },
  {
    sportId: 4009,
    model: 'counterStrike',
    sides: { clubs: 'esports' },
    champs: [
      league('INT', 'proLeague', 16, 2, 12, { pool: 'INT', top: true }),
      league('INT', 'masters', 12, 1, 15, { pool: 'INT' }),
    ],
  },
  {
    sportId: 4010,
    model: 'moba',
    sides: { clubs: 'esports' },
    champs: [league('INT', 'proLeague', 12, 2, 10, { pool: 'INT' })],
  },
];
