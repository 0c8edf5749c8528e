import { createHash } from 'node:crypto';

import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { type BetRecord, betRecord } from './bet-record.ts';
import type { WrittenBet } from './make-bet.ts';
import { keepSelections, type StoredSelection } from './saved-coupons.ts';

/** The settings the lobby reads. */
export type LobbySettings = Pick<SiteSettings, 'couponConfig'>;

/** What a coupon published to the lobby asks of MakeBetWeb's body. */
export interface LobbyAsk {
  readonly withLobby?: boolean;
  readonly isAutoBet?: boolean;
  readonly couponEvents: readonly unknown[];
}

/** 404 when the variant has no lobby (its calls are not there). */
export const lobbyOff = (at: string) =>
  new ApiProblem(404, 'error_lobby_off', [`${at}: the coupon lobby is off for this site`]);

/**
 * A placement that asks to publish (withLobby) checked before anything is placed: the variant's
 * lobby must be on (409), the coupon placed now (an auto-bet is not: 400) and hold the lobby's
 * fewest selections (409 with min_selections). Each refusal names withLobby.
 */
export function checkLobbyAsk(body: LobbyAsk, settings: LobbySettings): boolean {
  if (body.withLobby !== true) return false;
  const lobby = settings.couponConfig.lobby;
  if (!lobby.enabled)
    throw new ApiProblem(409, 'error_lobby_off', [
      'body /withLobby: the coupon lobby is off for this site',
    ]);
  if (body.isAutoBet === true)
    throw new ApiProblem(400, 'error_bad_request', [
      'body /withLobby: an auto-bet is not placed now and cannot be published',
    ]);
  if (body.couponEvents.length < lobby.min_selections)
    throw tooFewSelections('body /withLobby', lobby.min_selections);
  return true;
}

/** 409: a coupon with fewer selections than the lobby takes (`at` names the field). */
const tooFewSelections = (at: string, min: number) =>
  new ApiProblem(
    409,
    'error_lobby_too_few_selections',
    [`${at}: a published coupon has at least ${min} selections`],
    { min_selections: min },
  );

/**
 * What the lobby shows of a publisher: "Player" and four digits drawn from their id (stable, not
 * their id, never their e-mail, phone or name). The client writes it in the player's language from
 * the number alone (publisherNo); the text is kept for clients that show it as it is.
 */
export const publicNumber = (playerId: number): number =>
  1000 + (createHash('sha256').update(`lobby:${playerId}`).digest().readUInt32BE(0) % 9000);
export const publicName = (playerId: number): string => `Player ${publicNumber(playerId)}`;

/** A written bet's selections as the lobby and its booking code keep them: the prices it took. */
export const lobbySelections = ({ bet }: WrittenBet): StoredSelection[] =>
  bet.quotes.map((q) => ({
    gameId: q.event.gameId,
    g: q.outcome.g,
    t: q.outcome.t,
    ...(q.outcome.p === undefined ? {} : { p: q.outcome.p }),
    ...(q.outcome.pe === undefined ? {} : { pe: q.outcome.pe }),
    c: q.outcome.c,
    live: q.live,
    sportId: q.sportId,
    champ: q.champ,
    team1: q.team1,
    team2: q.team2,
    ...(q.outcomeName === undefined ? {} : { outcomeName: q.outcomeName }),
    start: Math.floor(q.start / 1000),
  }));

/**
 * Publishes placed bets' coupons in the placement's transaction (PlacementHooks.written): each kept
 * under a booking code too, so copying it opens it as a shared code. A bet published already
 * (two requests racing on one guid) stays published once.
 */
export async function publishWritten(
  tx: Queryable,
  playerId: number,
  written: readonly WrittenBet[],
): Promise<void> {
  for (const one of written) {
    const { ask } = one.bet;
    const shape = {
      kind: ask.kind,
      ...(ask.systemSize === undefined ? {} : { systemSize: ask.systemSize }),
    };
    const selections = lobbySelections(one);
    const code = await keepSelections(tx, shape, selections);
    await tx.query(
      `INSERT INTO lobby_coupons (bet_id, player_id, publisher, kind, system_size, selections, code)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) ON CONFLICT (bet_id) DO NOTHING`,
      [
        one.id,
        playerId,
        publicName(playerId),
        ask.kind,
        ask.systemSize ?? null,
        JSON.stringify(selections),
        code,
      ],
    );
  }
}

/** A placed bet's selections as the lobby keeps them: the prices it plays at, the feed's names. */
const recordSelections = (bet: BetRecord): StoredSelection[] =>
  bet.selections.map((s) => ({
    gameId: s.gameId,
    g: s.g,
    t: s.t,
    ...(s.p === undefined ? {} : { p: s.p }),
    ...(s.pe === undefined ? {} : { pe: s.pe }),
    c: s.c,
    live: s.live,
    sportId: s.sportId,
    champ: s.champ,
    team1: s.team1,
    team2: s.team2,
    ...(s.outcomeName === undefined ? {} : { outcomeName: s.outcomeName }),
    start: s.start,
  }));

/**
 * publishbet: the player's open bet published to the lobby after it was placed, once (asked again,
 * it answers the same publication). Its row is locked while it is checked and published, so a
 * settlement or a sale in between cannot leave a settled bet's coupon in the lobby. A 404 where
 * the lobby is off or the bet is none of the player's; a 409 for a bet no longer open or with
 * fewer selections than the lobby takes; each naming betId.
 */
export async function publishPlaced(
  db: Db,
  settings: LobbySettings,
  playerId: number,
  betId: number,
): Promise<{ id: number; code: string }> {
  const lobby = settings.couponConfig.lobby;
  if (!lobby.enabled) throw lobbyOff('body /betId');
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ player_id: number; status: string }>(
      'SELECT player_id, status FROM bets WHERE id = $1 FOR UPDATE',
      [betId],
    );
    if (!row || row.player_id !== playerId)
      throw new ApiProblem(404, 'error_bet_not_found', [`body /betId: no bet ${betId} of yours`]);
    const [done] = await tx.query<{ id: number; code: string }>(
      'SELECT id, code FROM lobby_coupons WHERE bet_id = $1',
      [betId],
    );
    if (done) return done;
    if (row.status !== 'open')
      throw new ApiProblem(409, 'error_lobby_bet_not_open', [
        `body /betId: bet ${betId} is settled or sold: only an open bet is published`,
      ]);
    const bet = await betRecord(tx, betId);
    if (bet.selections.length < lobby.min_selections)
      throw tooFewSelections('body /betId', lobby.min_selections);
    const selections = recordSelections(bet);
    const shape = {
      kind: bet.kind,
      ...(bet.expressNum === null ? {} : { systemSize: bet.expressNum }),
    };
    const code = await keepSelections(tx, shape, selections);
    const [made] = await tx.query<{ id: number; code: string }>(
      `INSERT INTO lobby_coupons (bet_id, player_id, publisher, kind, system_size, selections, code)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id, code`,
      [
        betId,
        playerId,
        publicName(playerId),
        bet.kind,
        bet.expressNum,
        JSON.stringify(selections),
        code,
      ],
    );
    return made!;
  });
}
