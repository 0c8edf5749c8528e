import type { SeasonBook } from '../../statistics/season-book.ts';
import { drawsPossible, pointsRuleOf, standingsOf } from '../../statistics/standings.ts';
import { phi, poisson, poissonCap } from './odds-math.ts';
import { meansOf, unitWinOf } from './play.ts';
import type { Fixture } from './schedule.ts';
import type { Champ } from './world.ts';

/** Ties on points are settled by goal difference and more: a spread no final total is without. */
const TIE_SPREAD = 0.5;

/** A game's chances before kick-off: side 1 wins, a draw, side 2 wins (no draw where none stands). */
export function resultChances(fixture: Fixture, champ: Champ): [number, number, number] {
  const { model } = champ;
  let [win, draw, loss] = [0, 0, 0];
  if (model.kind === 'goals') {
    const [l1, l2] = meansOf(fixture, model);
    const p1 = poisson(l1, poissonCap(l1));
    const p2 = poisson(l2, poissonCap(l2));
    p1.forEach((x, i) =>
      p2.forEach((y, j) => {
        if (i > j) win += x * y;
        else if (i === j) draw += x * y;
        else loss += x * y;
      }),
    );
  } else if (model.kind === 'points') {
    const [m1, m2] = meansOf(fixture, model);
    // A margin of many scoring plays is about normal, its spread growing with the points scored.
    const sd = Math.sqrt(m1 + m2) * 1.4;
    win = 1 - phi((0.5 - (m1 - m2)) / sd);
    loss = phi((-0.5 - (m1 - m2)) / sd);
    draw = Math.max(0, 1 - win - loss);
  } else {
    win = unitWinOf(fixture, model);
    loss = 1 - win;
  }
  if (!drawsPossible(champ) && draw > 0) {
    // Overtime or a shoot-out decides: the draw's share goes to each side by its chance.
    const share = win + loss > 0 ? win / (win + loss) : 0.5;
    return [win + draw * share, 0, loss + draw * (1 - share)];
  }
  return [win, draw, loss];
}

/**
 * Where a season's table will end, as it stands at `at`: each side's points so far plus the
 * points its remaining games are worth on average, with their spread (the means and spreads an
 * outright on the championship's winner is priced from).
 */
export function titleOutlook(
  book: SeasonBook,
  champ: Champ,
  season: number,
  at: number,
): { means: number[]; sds: number[] } {
  const finished = book.finished(champ, season, at);
  const done = new Set(finished.map((r) => r.fixture.id));
  const points = new Map(standingsOf(champ, finished).map((row) => [row.team.id, row.points]));
  const rule = pointsRuleOf(champ);
  const mean = new Map<number, number>();
  const variance = new Map<number, number>();
  const add = (teamId: number, [w, d, l]: readonly [number, number, number]) => {
    const e = w * rule.win + d * rule.draw + l * rule.loss;
    const e2 = w * rule.win ** 2 + d * rule.draw ** 2 + l * rule.loss ** 2;
    mean.set(teamId, (mean.get(teamId) ?? 0) + e);
    variance.set(teamId, (variance.get(teamId) ?? 0) + e2 - e * e);
  };
  for (const f of book.fixtures(champ, season)) {
    if (done.has(f.id)) continue;
    const [w, d, l] = resultChances(f, champ);
    add(f.home.id, [w, d, l]);
    add(f.away.id, [l, d, w]);
  }
  return {
    means: champ.teams.map((t) => (points.get(t.id) ?? 0) + (mean.get(t.id) ?? 0)),
    sds: champ.teams.map((t) => Math.sqrt((variance.get(t.id) ?? 0) + TIE_SPREAD ** 2)),
  };
}

/** The season's champion at `at` (all its games over): the top of its table, 1-based in `teams`. */
export function championOf(book: SeasonBook, champ: Champ, season: number, at: number): number {
  const top = standingsOf(champ, book.finished(champ, season, at))[0];
  return champ.teams.findIndex((t) => t.id === top?.team.id) + 1;
}
