import { describe, expect, it } from 'vitest';

import type { WireOutcome } from '../../src/lib/feed/bet-types.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { useFeedTestServer } from '../testing/feed-test-server.ts';
import { testDbKinds } from '../testing/test-db.ts';
import type { WireGame } from './wire.ts';

const V1 = '/service-api/v1';
const SECTION = '/service-api/sportSection/v1';
type Games = { data: { total: number; games: WireGame[] } };
type Champs = { data: { id: number; sportId: number; count: number; top?: true }[] };

describe.each(testDbKinds())('the main line and live feeds on %s', (kind) => {
  const { get, put } = useFeedTestServer(kind);

  it('answers the express of the day and the slider from the line, or live with live=true', async () => {
    const line = await get(`${V1}/expressDay?lng=en`);
    expectContract('feed', 'expressResponse', line.json());
    const same = await get('/service-api/LineFeed/GetExpressDayExtendedZip?lng=en');
    expect(line.json()).toEqual(same.json());
    const live = (await get(`${V1}/expressDay?live=true`)).json<{
      data: { selections: { game: WireGame }[] };
    }>().data;
    expect(live.selections.every((s) => s.game.live)).toBe(true);
    const cyber = (await get(`${V1}/expressDay?cyberFlag=1`)).json<{
      data: { selections: { game: WireGame }[] };
    }>().data;
    expect(cyber.selections.length).toBeGreaterThanOrEqual(3);
    expect(cyber.selections.every((s) => s.game.sportId >= 4000)).toBe(true);

    const slider = await get('/service-api/personalise/v1/sliderGames');
    expectContract('feed-main', 'sliderResponse', slider.json());
    const cards = slider.json<{ data: { live: boolean; outcomes: WireOutcome[] }[] }>().data;
    expect(cards).toHaveLength(20);
    expect(cards.every((c) => !c.live && c.outcomes.every((o) => o.g === 1 || o.g === 101))).toBe(
      true,
    );
    const liveCards = (
      await get('/service-api/personalise/v1/sliderGames?live=true&count=3')
    ).json<{
      data: { live: boolean; score?: [number, number] }[];
    }>().data;
    expect(liveCards.length).toBeLessThanOrEqual(3);
    expect(liveCards.every((c) => c.live && c.score)).toBe(true);
  });

  it('opens a game: every market, and what it is and where it stands', async () => {
    // The next football game, ten minutes into play: the feed's clock moves there.
    const next = (await get(`${SECTION}/sport1x2?sports=1&count=1`)).json<Games>().data.games[0]!;
    const clock = (await get('/__dev/feed/clock')).json<{ data: { now: string } }>().data;
    const advanceMs = Math.max(0, next.start * 1000 - Date.parse(clock.now) + 10 * 60_000);
    await put('/__dev/feed/clock', { advanceMs });
    const live = (await get(`/service-api/LiveFeed/GetGameZip?id=${next.id}`)).json<{
      data: WireGame;
    }>().data;
    expect(live.live).toBe(true);
    const events = await get(`${V1}/gameEvents?gameId=${live.id}`);
    expectContract('feed-main', 'gameEventsResponse', events.json());
    const all = events.json<{ data: { status: string; outcomes: WireOutcome[] } }>().data;
    expect(all.status).toBe('live');
    expect(all.outcomes.length).toBeGreaterThanOrEqual(live.outcomes.length);
    const info = await get(`${V1}/gameInfo?gameId=${live.id}&lng=en`);
    expectContract('feed-main', 'gameInfoResponse', info.json());
    expect(info.json()).toMatchObject({
      data: {
        id: live.id,
        status: 'live',
        team1: live.team1,
        champ: { id: live.champId },
        score: live.score?.total,
      },
    });
    expect((await get(`${V1}/gameInfo?gameId=7`)).statusCode).toBe(404);
    expect((await get(`${V1}/gameEvents?gameId=7`)).statusCode).toBe(404);
  });

  it('lists the sport section: by championship, by team, top championships, by sport, 1X2, search', async () => {
    const page = await get(`${SECTION}/sport1x2?sports=1&count=5`);
    expectContract('feed', 'gamesResponse', page.json());
    const games = page.json<Games>().data.games;
    expect(games).toHaveLength(5);
    expect(games.every((g) => g.sportId === 1 && !g.live)).toBe(true);

    const byChamp = await get(`${SECTION}/gamesByChamp?champ=${games[0]!.champId}`);
    expectContract('feed', 'gamesResponse', byChamp.json());
    expect(byChamp.json<Games>().data.games.every((g) => g.champId === games[0]!.champId)).toBe(
      true,
    );

    const team = games[0]!.team1.id;
    const byTeam = await get(`${SECTION}/gamesByOpp?teams=${team}`);
    expectContract('feed', 'gamesResponse', byTeam.json());
    expect(byTeam.json<Games>().data.games.map((g) => g.id)).toContain(games[0]!.id);

    const top = await get(`${SECTION}/topChamps`);
    expectContract('feed', 'champsResponse', top.json());
    expect(top.json<Champs>().data.every((c) => c.top)).toBe(true);
    const external = await get('/api/external/web/sportSection/v1/topChamps');
    expect(external.json()).toEqual(top.json());

    const bySport = await get(`${SECTION}/champsBySport?sport=3&lng=kk`);
    expectContract('feed', 'champsResponse', bySport.json());
    const champs = bySport.json<Champs>().data;
    expect(champs.length).toBeGreaterThan(0);
    expect(champs.every((c) => c.sportId === 3 && c.count > 0)).toBe(true);

    const word = games[0]!.team2.name.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const found = await get(`${SECTION}/search?text=${encodeURIComponent(word)}&limit=5`);
    expectContract('feed', 'searchResponse', found.json());
    const hits = found.json<{ data: { games: WireGame[] } }>().data.games;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(5);
  });

  it('answers through the feed cache (ETag, 304, live lifetime), 404 for what does not exist, 400 naming bad input', async () => {
    const url = `${SECTION}/sport1x2?sports=1&count=50`;
    const first = await get(url, { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('public, max-age=15');
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get(`${url}&live=true`)).headers['cache-control']).toBe('public, max-age=1');

    for (const url of [
      `${SECTION}/gamesByChamp?champ=999999`,
      `${SECTION}/gamesByOpp?teams=1`,
      `${SECTION}/champsBySport?sport=999`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    for (const [url, field] of [
      [`${SECTION}/sport1x2?live=maybe`, 'live'],
      [`${SECTION}/gamesByChamp`, 'champ'],
      [`${SECTION}/search`, 'text'],
      [`${V1}/gameInfo?gameId=x`, 'gameId'],
      [`${SECTION}/topChamps?sports=a`, 'sports'],
    ] as const) {
      const bad = await get(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.body, url).toContain(field);
    }
  });
});
