import { createHash } from 'node:crypto';

import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
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
    throw new ApiProblem(
      409,
      'error_lobby_too_few_selections',
      [`body /withLobby: a published coupon has at least ${lobby.min_selections} selections`],
      { min_selections: lobby.min_selections },
    );
  return true;
}

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
