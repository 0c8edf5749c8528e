import { describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { useFeedTestServer } from '../testing/feed-test-server.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { dayOf, type Fixture } from './sim/schedule.ts';
import { FeedSimulator } from './sim/simulator.ts';
import type { WireGame } from './wire.ts';

const LINE = '/service-api/LineFeed';
const LIVE = '/service-api/LiveFeed';

interface Row {
  position: number;
  team: { id: number; name: string };
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}
type Table = { data: { season: number; scoring: 'points' | 'wins'; games: number; rows: Row[] } };
type Form = { id: number; form: ('W' | 'D' | 'L')[]; games: number; goalsFor: number };
type Insights = {
  data: {
    team1: Form;
    team2: Form;
    headToHead: { days: number; games: number; wins1: number; draws: number; wins2: number };
  };
};

/** The same world as the platform's (seed 'x', default speed and density), asked directly. */
const sim = new FeedSimulator({ seed: 'x', speed: 1, density: 1, horizonDays: 7, now: Date.now });
const finalScore = (f: Fixture) => sim.play(f).moments.at(-1)!.score;

describe.each(testDbKinds())('championship tables and game insights on %s', (kind) => {
  const { get } = useFeedTestServer(kind);
  const clock = async () =>
    Date.parse((await get('/__dev/feed/clock')).json<{ data: { now: string } }>().data.now);

  it('names the championships that keep a table: clubs, not tours of individuals', async () => {
    const res = await get(`${LINE}/GetStageTableIds`);
    expectContract('feed', 'stageTableIdsResponse', res.json());
    const ids = res.json<{ data: number[] }>().data;
    expect(ids).toContain(1000);
    expect(ids).toContain(4005000);
    expect(ids).not.toContain(4000); // a tennis tour
    expect(ids).not.toContain(56000); // a fight night
    const football = (await get(`${LIVE}/GetStageTableIds?sports=1`)).json<{ data: number[] }>();
    expect(football.data.every((id) => Math.floor(id / 1000) === 1)).toBe(true);
  });

  it('adds up a table from the season so far: 3/1/0 where a draw stands, 2 a win where none, played as the games were', async () => {
    const scoring = {
      1000: 'points',
      4005000: 'points',
      8000: 'points',
      2000: 'wins',
      3000: 'wins',
    };
    for (const [id, expected] of Object.entries(scoring)) {
      const champ = Number(id);
      const res = await get(`${LINE}/GetStageTableZip2?champ=${champ}&lng=en`);
      expect(res.statusCode).toBe(200);
      expectContract('feed', 'feedStageTableResponse', res.json());
      const table = res.json<Table>().data;
      const sum = (key: keyof Omit<Row, 'team'>) => table.rows.reduce((s, r) => s + r[key], 0);
      expect(sum('played')).toBe(2 * table.games);
      expect(sum('won')).toBe(sum('lost'));
      expect(sum('goalsFor')).toBe(sum('goalsAgainst'));
      const draws = sum('drawn') / 2;
      expect(sum('points')).toBe(
        table.scoring === 'points' ? 3 * (table.games - draws) + 2 * draws : 2 * table.games,
      );
      if (table.scoring === 'wins') expect(draws).toBe(0);
      expect(table.rows.map((r) => r.position)).toEqual(table.rows.map((_, i) => i + 1));
      for (let i = 1; i < table.rows.length; i++)
        expect(table.rows[i]!.points).toBeLessThanOrEqual(table.rows[i - 1]!.points);
      expect(table.scoring, id).toBe(expected);
    }

    // Cyber football plays a season in a day: count its games over with the simulator itself.
    const table = (await get(`${LIVE}/GetStageTableZip2?champ=4005000`)).json<Table>().data;
    const now = await clock();
    const played = new Map<number, number>();
    for (let day = dayOf(now) - 2; day <= dayOf(now); day++)
      for (const f of sim.fixturesOfDay(day))
        if (
          f.champ.id === 4005000 &&
          f.season === table.season &&
          sim.status(f, now) === 'finished'
        ) {
          expect(finalScore(f)).toHaveLength(2);
          for (const side of [f.home.id, f.away.id]) played.set(side, (played.get(side) ?? 0) + 1);
        }
    for (const row of table.rows)
      expect(row.played, row.team.name).toBe(played.get(row.team.id) ?? 0);
  });

  it('answers the same standings as the statistics window’s StageTable, for every kind of table', async () => {
    type SiteRow = Omit<Row, 'goalsFor' | 'goalsAgainst'> & { scored: number; conceded: number };
    type Site = { data: { season: number; pointsRule: { win: number }; rows: SiteRow[] } };
    const site = async (champ: number) =>
      (await get(`/SiteService/StageTable?champId=${champ}&lng=en`)).json<Site>().data;
    for (const champ of [1000, 4005000, 8000, 3000, 2000]) {
      // A game may end between two calls: compare only answers the clock did not move under.
      for (let attempt = 0; ; attempt++) {
        const before = await site(champ);
        const feedTable = (
          await get(`${LIVE}/GetStageTableZip2?champ=${champ}&lng=en`)
        ).json<Table>().data;
        const after = await site(champ);
        if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 3) continue;
        expect(feedTable.season, String(champ)).toBe(after.season);
        expect(feedTable.rows, String(champ)).toEqual(
          after.rows.map(
            ({ scored, conceded, position, team, played, won, drawn, lost, points }) => ({
              position,
              team,
              played,
              won,
              drawn,
              lost,
              goalsFor: scored,
              goalsAgainst: conceded,
              points,
            }),
          ),
        );
        expect(after.pointsRule.win).toBe(feedTable.scoring === 'points' ? 3 : 2);
        break;
      }
    }
  });

  it('refuses a table that does not exist (404) and a malformed championship (400)', async () => {
    expect((await get(`${LINE}/GetStageTableZip2?champ=4000`)).statusCode).toBe(404);
    expect((await get(`${LINE}/GetStageTableZip2?champ=999999`)).statusCode).toBe(404);
    const bad = await get(`${LINE}/GetStageTableZip2?champ=premier`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('champ');
  });

  it("tells a game's insights: each side's last five results and the head-to-head record", async () => {
    const game = (await get(`${LINE}/Get1x2_VZip?sports=1&count=1`)).json<{
      data: { games: WireGame[] };
    }>().data.games[0]!;
    const res = await get(`${LINE}/GameInsights?gameId=${game.id}`);
    expectContract('feed', 'insightsResponse', res.json());
    const { team1, team2, headToHead } = res.json<Insights>().data;
    expect([team1.id, team2.id]).toEqual([game.team1.id, game.team2.id]);
    const h2h = headToHead;
    expect(h2h.wins1 + h2h.draws + h2h.wins2).toBe(h2h.games);
    expect(h2h.games).toBeGreaterThan(0); // twice a season, over this season and the two before
    expect(h2h.days).toBeGreaterThan(0);

    // The home side's form, found again from the simulator: its latest games over, newest first.
    const now = await clock();
    const mine: ('W' | 'D' | 'L')[] = [];
    for (let day = dayOf(now); mine.length < 5; day--) {
      const ofDay = sim
        .fixturesOfDay(day)
        .filter(
          (f) =>
            (f.home.id === team1.id || f.away.id === team1.id) && sim.status(f, now) === 'finished',
        )
        .sort((a, b) => b.start - a.start);
      for (const f of ofDay.slice(0, 5 - mine.length)) {
        const [a, b] = finalScore(f);
        const [own, other] = f.home.id === team1.id ? [a, b] : [b, a];
        mine.push(own > other ? 'W' : own === other ? 'D' : 'L');
      }
    }
    expect(team1.form).toEqual(mine);
    expect(team1.games).toBe(5);
    expect(team2.form).toHaveLength(5);

    expect((await get(`${LIVE}/GameInsights?gameId=7`)).statusCode).toBe(404);
    const bad = await get(`${LIVE}/GameInsights`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('gameId');
  });
});
