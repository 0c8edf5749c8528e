import { randomUUID } from 'node:crypto';

import type { Db, Queryable } from '../db/db.ts';
import type { GameView } from './sim/simulator.ts';

/**
 * The feed's seed: the one the environment names (it replaces a stored one), else the stored one,
 * else a new random one kept from then on — a restart or a second process sees the same world.
 */
export async function loadSeed(db: Db, wanted: string | undefined): Promise<string> {
  const [row] = await db.query<{ seed: string }>(
    wanted
      ? `INSERT INTO feed_state (seed) VALUES ($1)
         ON CONFLICT (singleton) DO UPDATE SET seed = EXCLUDED.seed, updated_at = now() RETURNING seed`
      : `INSERT INTO feed_state (seed) VALUES ($1)
         ON CONFLICT (singleton) DO UPDATE SET seed = feed_state.seed RETURNING seed`,
    [wanted ?? randomUUID()],
  );
  return row!.seed;
}

/** How far the simulated clock is ahead of real time, in milliseconds. */
export async function loadClockOffset(db: Queryable): Promise<number> {
  const [row] = await db.query<{ offset: string }>(
    'SELECT clock_offset_ms::text AS "offset" FROM feed_state',
  );
  return Number(row?.offset ?? 0);
}

/** Moves the simulated clock ahead (never back: a finished game stays finished). */
export async function advanceClock(db: Queryable, byMs: number): Promise<number> {
  const [row] = await db.query<{ offset: string }>(
    `UPDATE feed_state SET clock_offset_ms = clock_offset_ms + $1, updated_at = now()
     RETURNING clock_offset_ms::text AS "offset"`,
    [byMs],
  );
  return Number(row?.offset ?? 0);
}

/** A row of feed_results as recordResults writes it. */
interface ResultRow {
  readonly game_id: number;
  readonly sport_id: number;
  readonly champ_id: number;
  readonly team1_id: number;
  readonly team2_id: number;
  readonly started_at: string;
  readonly score1: number;
  readonly score2: number;
  readonly periods: readonly (readonly [number, number])[];
  readonly overtime: boolean;
  readonly shootout: boolean;
  readonly winner: number | null;
}

/**
 * Records finished games' results in one statement; a result already recorded stays as it was
 * (two processes recording the same game write it once). A long-term event's result is its
 * winner (`winner`: the participant's number, which its outright outcome's `p` names). Answers
 * the ids newly recorded.
 */
export async function recordResults(db: Queryable, games: readonly GameView[]): Promise<number[]> {
  const rows = games.flatMap(({ fixture, state, winner }): ResultRow[] =>
    winner !== undefined
      ? [
          // A long-term event: no sides played (its stand-ins' ids), no score, only a winner.
          {
            game_id: fixture.id,
            sport_id: fixture.champ.sportId,
            champ_id: fixture.champ.id,
            team1_id: fixture.home.id,
            team2_id: fixture.away.id,
            started_at: new Date(fixture.start).toISOString(),
            score1: 0,
            score2: 0,
            periods: [],
            overtime: false,
            shootout: false,
            winner,
          },
        ]
      : state
        ? [
            {
              game_id: fixture.id,
              sport_id: fixture.champ.sportId,
              champ_id: fixture.champ.id,
              team1_id: fixture.home.id,
              team2_id: fixture.away.id,
              started_at: new Date(fixture.start).toISOString(),
              score1: state.score[0],
              score2: state.score[1],
              periods: state.periods,
              overtime: state.periods.length > periodsOf(fixture.champ.model),
              shootout: state.moments.some((m) => m.kind === 'shootout'),
              winner: null,
            },
          ]
        : [],
  );
  if (rows.length === 0) return [];
  const added = await db.query<{ id: number }>(
    `INSERT INTO feed_results (game_id, sport_id, champ_id, team1_id, team2_id, started_at, score1, score2, periods, overtime, shootout, winner)
     SELECT game_id, sport_id, champ_id, team1_id, team2_id, started_at, score1, score2, periods, overtime, shootout, winner
     FROM jsonb_to_recordset($1::jsonb) AS r(game_id integer, sport_id integer, champ_id integer, team1_id integer,
       team2_id integer, started_at timestamptz, score1 integer, score2 integer, periods jsonb, overtime boolean, shootout boolean,
       winner integer)
     ON CONFLICT (game_id) DO NOTHING RETURNING game_id AS id`,
    [JSON.stringify(rows)],
  );
  return added.map((r) => r.id);
}

const periodsOf = (model: GameView['fixture']['champ']['model']) =>
  model.kind === 'rally' ? model.bestOf : model.periods;
