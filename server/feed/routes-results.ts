import type { FastifyInstance } from 'fastify';

import { ApiProblem } from '../errors.ts';
import { feedCallRegistrar } from './feed-calls.ts';
import { type FeedQuery, fixtureFilter, idSet, pageOf } from './feed-query.ts';
import type { FeedService } from './feed-service.ts';
import { sportName } from './names.ts';
import { type FinalResult, type ResultsBook, resultsBookOf } from './results.ts';
import { DAY_MS } from './sim/schedule.ts';
import type { FeedSimulator } from './sim/simulator.ts';
import { champWire } from './wire.ts';

export interface ResultsQuery extends FeedQuery {
  /** Part of a team's name. */
  readonly text?: string;
}

/** The longest window one call answers, and how far back results reach (ms). */
export const RESULTS_WINDOW_MS = 7 * DAY_MS;
export const RESULTS_BACK_MS = 30 * DAY_MS;

const badQuery = (field: string, detail: string) =>
  new ApiProblem(400, 'error_bad_request', [`query /${field}: ${detail}`]);

/** The window a query asks for (epoch ms, both ends included): by default the last 24 hours. */
export function windowOf(query: ResultsQuery, now: number): { from: number; to: number } {
  const to = query.tsTo === undefined ? now : query.tsTo * 1000;
  const from = query.tsFrom === undefined ? to - DAY_MS : query.tsFrom * 1000;
  if (to < from) throw badQuery('tsTo', 'must not be before tsFrom');
  if (to - from > RESULTS_WINDOW_MS) throw badQuery('tsTo', 'must be at most 7 days after tsFrom');
  if (from < now - RESULTS_BACK_MS) throw badQuery('tsFrom', 'results go back 30 days');
  return { from, to };
}

/** A finished game as GetResultsZip sends it. */
function resultWire(book: ResultsBook, result: FinalResult, language: string) {
  const { fixture } = result;
  const champ = champWire(fixture.champ, language);
  return {
    id: fixture.id,
    sportId: champ.sportId,
    sport: sportName(champ.sportId, language),
    champId: champ.id,
    champ: champ.name,
    ...('countryId' in champ ? { countryId: champ.countryId } : {}),
    team1: { id: fixture.home.id, name: fixture.home.name },
    team2: { id: fixture.away.id, name: fixture.away.name },
    start: Math.floor(fixture.start / 1000),
    end: Math.ceil(book.endOf(result) / 1000),
    score: { total: result.score, periods: result.periods },
    ...(result.overtime ? { overtime: true as const } : {}),
    ...(result.shootout ? { shootout: true as const } : {}),
  };
}

/** Sport order, then the championships' order in the world, then kick-off: a list groups as it pages. */
function worldOrder(sim: FeedSimulator) {
  const sport = new Map(sim.world.sportIds.map((id, i) => [id, i]));
  const champ = new Map(sim.world.champs.map((c, i) => [c.id, i]));
  return (a: FinalResult, b: FinalResult) =>
    (sport.get(a.fixture.champ.sportId) ?? 0) - (sport.get(b.fixture.champ.sportId) ?? 0) ||
    (champ.get(a.fixture.champ.id) ?? 0) - (champ.get(b.fixture.champ.id) ?? 0) ||
    a.fixture.start - b.fixture.start ||
    a.fixture.id - b.fixture.id;
}

const countBy = (results: readonly FinalResult[], key: (r: FinalResult) => number) => {
  const counts = new Map<number, number>();
  for (const r of results) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return counts;
};

/**
 * GET /service-api/LineFeed/GetResultsZip: the games over in a window of kick-offs (tsFrom–tsTo,
 * at most 7 days, back 30), with their final and period scores — the simulator's plays, so a
 * result is the score the live feed showed at the final whistle and the one recorded for
 * settlement. `sports` and `champs` narrow the games, `text` finds a team; the answer also counts
 * the games of each sport (whatever `sports` says) and of each championship (within `sports`),
 * for the page's filters.
 */
export function feedResultsRoutes(app: FastifyInstance, feed: FeedService) {
  const { at } = feedCallRegistrar(app, feed);

  at<ResultsQuery>(
    '/service-api/LineFeed/GetResultsZip',
    'line',
    'feed-results#resultsQuery',
    ({ sim, now, query, language }) => {
      const { from, to } = windowOf(query, now);
      const book = resultsBookOf(sim);
      const text = query.text?.trim().toLocaleLowerCase(language);
      const named = (name: string) => name.toLocaleLowerCase(language).includes(text ?? '');
      const inWindow = book
        .finished(from, to, now)
        .filter(({ fixture: f }) => !text || named(f.home.name) || named(f.away.name))
        .sort(worldOrder(sim));
      const sportFilter = fixtureFilter({ sports: query.sports });
      const inSports = inWindow.filter((r) => sportFilter(r.fixture));
      const champs = idSet(query.champs);
      const games = champs ? inSports.filter((r) => champs.has(r.fixture.champ.id)) : inSports;
      const sportCounts = countBy(inWindow, (r) => r.fixture.champ.sportId);
      const champCounts = countBy(inSports, (r) => r.fixture.champ.id);
      return {
        from: Math.floor(from / 1000),
        to: Math.floor(to / 1000),
        sports: sim.world.sportIds
          .filter((id) => sportCounts.has(id))
          .map((id) => ({ id, name: sportName(id, language), count: sportCounts.get(id)! })),
        champs: sim.world.champs
          .filter((c) => champCounts.has(c.id))
          .map((c) => ({ ...champWire(c, language), count: champCounts.get(c.id)! })),
        total: games.length,
        games: pageOf(games, query).map((r) => resultWire(book, r, language)),
      };
    },
    // A window the call does not answer is refused before anything is computed or cached.
    ({ now, query }) => void windowOf(query, now),
  );
}
