import type { FastifyInstance } from 'fastify';

import { ref } from '../contract.ts';
import { feedCallRegistrar, feedGames as games, notFound } from './feed-calls.ts';
import { type FeedQuery, pageOf } from './feed-query.ts';
import type { FeedService } from './feed-service.ts';
import { champName, sportName } from './names.ts';
import { champWire, chronologyWire, gameWire } from './wire.ts';

/** The line and live feed calls (LineFeed/…, LiveFeed/…), CheckLink and the development clock. */
export function feedRoutes(app: FastifyInstance, feed: FeedService, dev: boolean) {
  const { call, cache } = feedCallRegistrar(app, feed);

  call('GetSportsShortZip', 'feedQuery', ({ sim, now, query, language, mode }) => {
    const counts = new Map<number, number>();
    for (const f of games(sim, now, mode, { ...query, sports: undefined }))
      counts.set(f.champ.sportId, (counts.get(f.champ.sportId) ?? 0) + 1);
    return sim.world.sportIds
      .filter((id) => counts.has(id))
      .map((id) => ({ id, name: sportName(id, language), count: counts.get(id)! }));
  });

  call('GetChampsZip', 'feedQuery', ({ sim, now, query, language, mode }) => {
    const counts = new Map<number, number>();
    for (const f of games(sim, now, mode, query))
      counts.set(f.champ.id, (counts.get(f.champ.id) ?? 0) + 1);
    return sim.world.champs
      .filter((c) => counts.has(c.id))
      .map((c) => ({
        ...champWire(c, language),
        count: counts.get(c.id)!,
        ...(c.plan.top ? { top: true } : {}),
      }));
  });

  call('Get1x2_VZip', 'feedQuery', ({ sim, now, query, language, mode }) => {
    const all = games(sim, now, mode, query);
    const asian = query.cfview === 1;
    return {
      total: all.length,
      games: pageOf(all, query).map((f) =>
        gameWire(sim.view(f, now, { all: false, asian }), language),
      ),
    };
  });

  call<FeedQuery & { champ: number }>(
    'GetChampZip',
    'champQuery',
    ({ sim, now, query, language, mode }) => {
      const champ = sim.world.champById.get(query.champ)!;
      const list = games(sim, now, mode, { ...query, champs: String(champ.id) });
      return {
        champ: champWire(champ, language),
        games: list.map((f) => gameWire(sim.view(f, now, { all: false, asian: false }), language)),
      };
    },
    ({ sim, query }) =>
      sim.world.champById.has(query.champ) ? undefined : `no championship ${query.champ}`,
  );

  call<{ id: number; lng?: string; asian?: boolean }>(
    'GetGameZip',
    'gameQuery',
    ({ sim, now, query, language }) => {
      const fixture = sim.fixture(query.id)!;
      return gameWire(sim.view(fixture, now, { all: true, asian: query.asian ?? false }), language);
    },
    ({ sim, query }) => (sim.fixture(query.id) ? undefined : `no game ${query.id}`),
  );

  call<{ text: string; limit?: number; strict?: boolean; lng?: string }>(
    'Web_SearchZip',
    'searchQuery',
    ({ sim, now, query, language, mode }) => {
      const text = query.text.trim().toLocaleLowerCase(language);
      const hit = (name: string) => {
        const lower = name.toLocaleLowerCase(language);
        return query.strict
          ? lower.split(/[\s.]+/).includes(text) || lower === text
          : lower.includes(text);
      };
      const found = sim
        .games(mode, now)
        .filter((f) => hit(f.home.name) || hit(f.away.name) || hit(champName(f.champ, language)))
        .slice(0, query.limit ?? 50);
      return {
        games: found.map((f) => gameWire(sim.view(f, now, { all: false, asian: false }), language)),
      };
    },
  );

  app.get<{ Querystring: { gameId: number; lng?: string } }>(
    '/service-api/LiveFeed/GetChronoOfPlay',
    { schema: { querystring: ref('feed', 'chronoQuery') } },
    async (request, reply) => {
      const sim = await feed.simulator();
      const now = feed.now();
      const fixture = sim.fixture(request.query.gameId);
      if (!fixture) return notFound(reply, `no game ${request.query.gameId}`);
      const view = sim.view(fixture, now, { all: false, asian: false });
      return cache.send(request, reply, {
        key: `chrono:${fixture.id}`,
        version: String(view.state?.momentIndex ?? -1),
        maxAge: 1,
        compute: () => ({ data: chronologyWire(view.state?.moments ?? []) }),
      });
    },
  );

  // A permanent link to a game: where it is now (line, live or over) and what it is.
  app.get<{ Querystring: { permanentId: number } }>(
    '/restcore/api/External/v1/Web/CheckLink',
    { schema: { querystring: ref('feed', 'checkLinkQuery') } },
    async (request, reply) => {
      const sim = await feed.simulator();
      const fixture = sim.fixture(request.query.permanentId);
      if (!fixture) return notFound(reply, `no game ${request.query.permanentId}`);
      const status = sim.status(fixture, feed.now());
      return {
        data: {
          gameId: fixture.id,
          sportId: fixture.champ.sportId,
          champId: fixture.champ.id,
          status,
          live: status === 'live',
        },
      };
    },
  );

  if (dev) {
    const clockState = () => ({
      data: { now: new Date(feed.now()).toISOString(), offsetMs: feed.offsetMs },
    });
    app.get('/__dev/feed/clock', async () => {
      await feed.simulator();
      return clockState();
    });
    // Tests see a goal, a price change or a final whistle without waiting: the feed's time jumps.
    app.put<{ Body: { advanceMs: number } }>(
      '/__dev/feed/clock',
      { schema: { body: ref('feed', 'feedClockBody') } },
      async (request) => {
        await feed.advance(request.body.advanceMs);
        return clockState();
      },
    );
  }
}
