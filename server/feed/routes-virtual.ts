import type { FastifyInstance } from 'fastify';

import { feedCallRegistrar } from './feed-calls.ts';
import type { FeedService } from './feed-service.ts';
import { champFilter, listView } from './lists.ts';
import { sportName } from './names.ts';
import type { FeedSimulator, GameStatus } from './sim/simulator.ts';
import { roundAt } from './sim/virtual.ts';
import type { Champ } from './sim/world.ts';
import { champWire, gameWire } from './wire.ts';

type ProgrammeQuery = { lng?: string; sports?: string; champs?: string; results?: number };

/** Finished rounds a league sends back unless asked otherwise. */
const RESULTS_DEFAULT = 3;

/** A round's status: under way while any of its games is (they all kick off together). */
function roundStatus(games: readonly { status: GameStatus }[]): GameStatus {
  if (games.some((g) => g.status === 'live')) return 'live';
  return games.every((g) => g.status === 'finished') ? 'finished' : 'line';
}

/** A league's rounds worth showing at `now`: `results` finished ones, the one playing, those on sale. */
function leagueRounds(sim: FeedSimulator, champ: Champ, now: number, results: number) {
  const plan = champ.virtual!.plan;
  const last = roundAt(plan, now);
  const rounds = [];
  let finished = 0;
  // The round kicked off last may still be playing; a few more back cover the results asked for.
  for (let round = last; round >= 0 && round >= last - results - 1; round--) {
    const views = sim.virtualRound(champ, round).map((f) => listView(sim, f, now));
    const status = roundStatus(views);
    if (status === 'finished' && finished++ >= results) break;
    rounds.unshift({ round, status, views });
  }
  for (let round = last + 1; round <= last + plan.roundsAhead; round++) {
    const views = sim.virtualRound(champ, round).map((f) => listView(sim, f, now));
    rounds.push({ round, status: 'line' as const, views });
  }
  return rounds;
}

/**
 * The virtual sports programme (LiveFeed/GetVirtualProgrammeZip): every virtual league with its
 * last results, the round under way (scores, no prices) and the rounds on sale (prices), and the
 * feed's clock, so a page counts down to each kick-off whatever its own clock says. At the live
 * beat: a round kicks off every few minutes and its scores move every second.
 */
export function feedVirtualRoutes(app: FastifyInstance, feed: FeedService) {
  const { at } = feedCallRegistrar(app, feed);

  at<ProgrammeQuery>(
    '/service-api/LiveFeed/GetVirtualProgrammeZip',
    'live',
    'feed-virtual#virtualProgrammeQuery',
    ({ sim, now, query, language }) => {
      const keep = champFilter({ ...query, virtualSports: true });
      const results = query.results ?? RESULTS_DEFAULT;
      return {
        now: Math.floor(now / 1000),
        leagues: sim.world.champs
          .filter((c) => c.virtual && keep(c))
          .map((champ) => ({
            champ: champWire(champ, language),
            sport: sportName(champ.sportId, language),
            everySeconds: champ.virtual!.plan.everyMinutes * 60,
            rounds: leagueRounds(sim, champ, now, results).map(({ status, views }) => ({
              start: Math.floor(views[0]!.fixture.start / 1000),
              status,
              games: views.map((v) => gameWire(v, language)),
            })),
          })),
      };
    },
  );
}
