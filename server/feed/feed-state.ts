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

/**
 * Records finished games' results in one statement; a result already recorded stays as it was
 * (two processes recording the same game write it once). Answers the ids newly recorded.
 */
export async function recordResults(db: Queryable, games: readonly GameView[]): Promise<number[]> {
  const rows = games.flatMap(({ fixture, state }) =>
    state
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
          },
        ]
      : [],
  );
  if (rows.length === 0) return [];
  const added = await db.query<{ id: number }>(
    `INSERT INTO feed_results (game_id, sport_id, champ_id, team1_id, team2_id, started_at, score1, score2, periods, overtime, shootout)
     SELECT game_id, sport_id, champ_id, team1_id, team2_id, started_at, score1, score2, periods, overtime, shootout
     FROM jsonb_to_recordset($1::jsonb) AS r(game_id integer, sport_id integer, champ_id integer, team1_id integer,
       team2_id integer, started_at timestamptz, score1 integer, score2 integer, periods jsonb, overtime boolean, shootout boolean)
     ON CONFLICT (game_id) DO NOTHING RETURNING game_id AS id`,
    [JSON.stringify(rows)],
  );
  return added.map((r) => r.id);
}

const periodsOf = (model: GameView['fixture']['champ']['model']) =>
  model.kind === 'rally' ? model.bestOf : model.periods;
