import type { Db, Queryable } from '../db/db.ts';
import {
  DUEL_ID_BASE,
  DUEL_IDS,
  duelChampId,
  duelKey,
  type DuelPlayer,
  type DuelSides,
  type DuelView,
  duelView,
  isDuelId,
  playerById,
} from './duels.ts';
import { hashOf } from './sim/random.ts';
import type { FeedSimulator } from './sim/simulator.ts';

/** How many ids past its hash a duel may take when others hold them (a clash is rare). */
const PROBES = 64;

/**
 * The duel's id: the one stored for its sets, else the first free id from their hash on (the same
 * sets find their own row again; two processes building it at once insert it once).
 */
export async function storeDuel(db: Db, sides: DuelSides): Promise<number> {
  const team1 = sides.team1.map((p) => p.id);
  const team2 = sides.team2.map((p) => p.id);
  const key = duelKey({ team1, team2 });
  const start = hashOf('duel', key) % DUEL_IDS;
  for (let probe = 0; probe < PROBES; probe++) {
    const [found] = await db.query<{ id: number }>('SELECT id FROM feed_duels WHERE key = $1', [
      key,
    ]);
    if (found) return found.id;
    const id = DUEL_ID_BASE + ((start + probe) % DUEL_IDS);
    await db.query(
      `INSERT INTO feed_duels (id, key, team1, team2) VALUES ($1, $2, $3::jsonb, $4::jsonb)
       ON CONFLICT DO NOTHING`,
      [id, key, JSON.stringify(team1), JSON.stringify(team2)],
    );
  }
  throw new Error(`no free duel id for ${key}`);
}

/** Stored duels by id, their players resolved (a duel whose players are unknown is left out). */
export async function storedDuels(
  db: Queryable,
  sim: FeedSimulator,
  ids: readonly number[],
): Promise<Map<number, DuelSides>> {
  const wanted = [...new Set(ids.filter(isDuelId))];
  const found = new Map<number, DuelSides>();
  if (wanted.length === 0) return found;
  const rows = await db.query<{ id: number; team1: string[]; team2: string[] }>(
    'SELECT id, team1, team2 FROM feed_duels WHERE id = ANY($1::integer[])',
    [wanted],
  );
  for (const row of rows) {
    const resolve = (list: string[]) => list.map((id) => playerById(sim, id));
    const team1 = resolve(row.team1);
    const team2 = resolve(row.team2);
    const players = [...team1, ...team2];
    if (players.some((p) => typeof p === 'string')) continue;
    found.set(row.id, { team1: team1 as DuelPlayer[], team2: team2 as DuelPlayer[] });
  }
  return found;
}

/** The stored duels among `ids` at `now`. */
export async function duelViews(
  db: Queryable,
  sim: FeedSimulator,
  ids: readonly number[],
  now: number,
): Promise<Map<number, DuelView>> {
  const sides = await storedDuels(db, sim, ids);
  return new Map([...sides].map(([id, s]) => [id, duelView(sim, id, s, now)]));
}

/**
 * Records the results of finished duels that open bets are on (feed_results, as a game's: the
 * sides' goals, one period), so settlement settles them like any game. Answers how many.
 */
export async function recordDuelResults(db: Db, sim: FeedSimulator, now: number): Promise<number> {
  const open = await db.query<{ game_id: number }>(
    `SELECT DISTINCT s.game_id FROM bet_selections s
     WHERE s.result IS NULL AND s.game_id >= $1
       AND NOT EXISTS (SELECT 1 FROM feed_results r WHERE r.game_id = s.game_id)`,
    [DUEL_ID_BASE],
  );
  const views = await duelViews(
    db,
    sim,
    open.map((r) => r.game_id),
    now,
  );
  const rows = [...views.values()]
    .filter((v) => v.status === 'finished')
    .map((v) => ({
      game_id: v.id,
      sport_id: v.sportId,
      champ_id: duelChampId(v.sportId),
      team1_id: 1,
      team2_id: 2,
      started_at: new Date(v.start).toISOString(),
      score1: v.score[0],
      score2: v.score[1],
      periods: [v.score],
    }));
  if (rows.length === 0) return 0;
  const added = await db.query(
    `INSERT INTO feed_results (game_id, sport_id, champ_id, team1_id, team2_id, started_at, score1, score2, periods)
     SELECT game_id, sport_id, champ_id, team1_id, team2_id, started_at, score1, score2, periods
     FROM jsonb_to_recordset($1::jsonb) AS r(game_id integer, sport_id integer, champ_id integer,
       team1_id integer, team2_id integer, started_at timestamptz, score1 integer, score2 integer,
       periods jsonb)
     ON CONFLICT (game_id) DO NOTHING RETURNING game_id`,
    [JSON.stringify(rows)],
  );
  return added.length;
}
