import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { ref } from '../contract.ts';
import { AnswerCache } from './answer-cache.ts';
import { answerKey, type FeedQuery, fixtureFilter } from './feed-query.ts';
import type { FeedService } from './feed-service.ts';
import type { Fixture } from './sim/schedule.ts';
import type { FeedSimulator, GameStatus } from './sim/simulator.ts';

export type Mode = 'line' | 'live';

/** Live answers change every second, the line's at each game's slow beat. */
const TIMING: Record<Mode, { versionMs: number; maxAge: number }> = {
  live: { versionMs: 1_000, maxAge: 1 },
  line: { versionMs: 15_000, maxAge: 15 },
};

export const notFound = (reply: FastifyReply, detail: string) =>
  reply.code(404).send({ success: false, message: 'error_not_found', errors: [{ detail }] });

/** What a feed call computes its answer from. */
export interface FeedCtx<Q> {
  readonly sim: FeedSimulator;
  /** The simulated clock at the request. */
  readonly now: number;
  readonly query: Q;
  /** The names' language: `lng`, else the variant's. */
  readonly language: string;
  /** Which set the call was made in: LineFeed or LiveFeed. */
  readonly mode: Mode;
}

/** A feed call: its name under LineFeed/ and LiveFeed/, its query's contract definition in feed.json (or another file: `file#def`). */
export type FeedCall = <Q extends FeedQuery>(
  name: string,
  def: string,
  compute: (ctx: FeedCtx<Q>) => unknown,
  missing?: (ctx: FeedCtx<Q>) => string | undefined,
) => void;

/**
 * The games of a set (line: not yet started; live: under way) that pass the query's filters: the
 * scheduled games, and in the line the long-term events on sale, in kick-off (closing) order; or
 * with `virtualSports` the virtual programme's. A long-term event closed and not yet decided has
 * nothing to bet on or watch: no live list shows it (its own page still does).
 */
export function feedGames(
  sim: FeedSimulator,
  now: number,
  mode: Mode,
  query: FeedQuery,
): Fixture[] {
  const status = mode as GameStatus;
  const keep = fixtureFilter(query);
  if (query.virtualSports === true) return sim.virtualGames(status, now).filter(keep);
  const games = sim.games(status, now).filter(keep);
  const longTerm = mode === 'line' ? sim.longTermGames(status, now).filter(keep) : [];
  if (longTerm.length === 0) return games;
  return [...games, ...longTerm].sort((a, b) => a.start - b.start || a.id - b.id);
}

/** One feed call at one path, answering from one set, or from the set its query asks for (the main feeds' `live`). */
export type FeedCallAt = <Q extends FeedQuery>(
  path: string,
  mode: Mode | ((query: Q) => Mode),
  def: string,
  compute: (ctx: FeedCtx<Q>) => unknown,
  missing?: (ctx: FeedCtx<Q>) => string | undefined,
) => void;

/**
 * Registers feed calls under both sets (`call`) or at a path of their own (`at`), answered through
 * one cache: `missing` names what the query asks for that does not exist (a 404, never cached),
 * `compute` answers from the simulator at `now` — once a version (a live second, a line
 * quarter-minute), with an ETag, compressed.
 */
export function feedCallRegistrar(
  app: FastifyInstance,
  feed: FeedService,
): { call: FeedCall; at: FeedCallAt; cache: AnswerCache } {
  const cache = new AnswerCache();
  const languageOf = (request: FastifyRequest, query: FeedQuery) =>
    query.lng ?? app.settingsOf(request).variant.language;
  const at: FeedCallAt = (path, mode, def, compute, missing) => {
    const [file, definition] = def.includes('#') ? def.split('#') : ['feed', def];
    app.get(path, { schema: { querystring: ref(file!, definition!) } }, async (request, reply) => {
      const sim = await feed.simulator();
      const now = feed.now();
      const query = request.query as Parameters<typeof compute>[0]['query'];
      const language = languageOf(request, query);
      const set = typeof mode === 'function' ? mode(query) : mode;
      const ctx = { sim, now, query, language, mode: set };
      const absent = missing?.(ctx);
      if (absent !== undefined) return notFound(reply, absent);
      const { versionMs, maxAge } = TIMING[set];
      return cache.send(request, reply, {
        key: answerKey(path, query, language),
        version: String(Math.floor(now / versionMs)),
        maxAge,
        compute: () => ({ data: compute(ctx) }),
      });
    });
  };
  const call: FeedCall = (name, def, compute, missing) => {
    for (const mode of ['line', 'live'] as const)
      at(
        `/service-api/${mode === 'line' ? 'LineFeed' : 'LiveFeed'}/${name}`,
        mode,
        def,
        compute,
        missing,
      );
  };
  return { call, at, cache };
}
