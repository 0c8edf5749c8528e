import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import type { WireGame } from '../feed/wire.ts';
import { expectContract } from '../testing/contract-assert.ts';
import type { Headers } from './bets-testing.ts';
import type { ManagerBetRecord } from './manager-bet-record.ts';

/** Test helpers of the manager bets' suites: the manager's proposal and the player's list. */

export const PROPOSE = '/__dev/manager-bets';
export const MANAGER_BETS = '/web-api/officeapi/getmanagerbets';
export const DECLINE = '/web-api/officeapi/declinemanagerbet';

/** The first unsuspended outcome of each game, as a proposal names it (no price). */
export const proposedOutcome = (game: WireGame) => {
  const o = game.outcomes.find((x) => !x.b)!;
  return {
    gameId: game.id,
    g: o.g,
    t: o.t,
    ...(o.p === undefined ? {} : { p: o.p }),
    ...(o.pe === undefined ? {} : { pe: o.pe }),
  };
};

/** The manager proposes a bet on the games' first outcomes (a single for one, else an express). */
export async function propose(
  app: FastifyInstance,
  playerId: number,
  games: readonly WireGame[],
  more: { stake?: number; note?: string; expiresInMinutes?: number } = {},
): Promise<ManagerBetRecord> {
  const res = await app.inject({
    method: 'POST',
    url: PROPOSE,
    payload: { playerId, selections: games.map(proposedOutcome), stake: 10, ...more },
  });
  expect(res.statusCode, res.body).toBe(200);
  expectContract('manager-bets', 'managerBetResponse', res.json());
  return res.json<{ data: { bet: ManagerBetRecord } }>().data.bet;
}

/** The player's proposals, newest first, checked against the contract. */
export async function proposals(app: FastifyInstance, headers: Headers) {
  const res = await app.inject({ method: 'GET', url: MANAGER_BETS, headers });
  expect(res.statusCode, res.body).toBe(200);
  expectContract('manager-bets', 'managerBetsResponse', res.json());
  return res.json<{ data: { waiting: number; bets: ManagerBetRecord[] } }>().data;
}

/** MakeBetWeb's approval of a proposal at the prices it was listed with (or `c`). */
export const approval = (
  bet: ManagerBetRecord,
  betGuid: string,
  more: { summ?: number; checkCf?: number; c?: number } = {},
) => ({
  betGuid,
  summ: more.summ ?? Number(bet.stake),
  vid: bet.vid,
  ...(bet.expressNum === null ? {} : { expressNum: bet.expressNum }),
  ...(more.checkCf === undefined ? {} : { checkCf: more.checkCf }),
  couponEvents: bet.selections.map((s) => ({
    gameId: s.gameId,
    g: s.g,
    t: s.t,
    ...(s.p === undefined ? {} : { p: s.p }),
    ...(s.pe === undefined ? {} : { pe: s.pe }),
    c: more.c ?? s.cNow ?? s.c,
  })),
  approvedBet: bet.id,
});
