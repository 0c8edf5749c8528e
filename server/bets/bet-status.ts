import type { SelectionResult } from '../../src/lib/bets/bet-maths.ts';

/** A bet's own status; half results live on its selections. */
export type BetStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out';

/**
 * The spec gives the bets-history filter a fixed list of status ids (3, 7, 8, 9, 11, 13, 28 and
 * 1001–1012) without their meanings. This table is the one place that gives them ours; the
 * history filters by the id stored on each bet (bets.status_id), written from here only:
 *
 * | id        | our bet                                                                  |
 * |-----------|--------------------------------------------------------------------------|
 * | 3         | open: placed, not settled                                                |
 * | 7         | won: paid, no selection settled by half                                  |
 * | 8         | lost: nothing paid                                                       |
 * | 9         | void: every selection void, the stake returned                           |
 * | 11        | cashed out (sold back before settlement)                                 |
 * | 13        | half won: paid, with a selection won by half (an Asian quarter line)     |
 * | 28        | half lost: paid, with a selection lost by half and none won by half      |
 * | 1001      | auto-bet waiting for its price (the stake held)                          |
 * | 1002      | VIP bid awaiting the operator (the stake held)                           |
 * | 1003      | VIP bid declined: by the operator, or approved when its price had moved  |
 * |           | against the player's policy or its market was suspended (released)       |
 * | 1004      | request cancelled by the player (released)                               |
 * | 1005      | request expired: its game started (pre-match), finished, or its market   |
 * |           | is gone (released)                                                       |
 * | 1006      | request placed: it became a bet, which the history lists with its own id |
 * | 1007–1012 | not used: accepted in a filter, carried by nothing                       |
 *
 * 1001–1006 are carried by bet requests (bet_requests.status_id), which the requests list
 * (getbetrequests) filters by; a bet never carries them.
 */
export const STATUS_IDS = {
  open: 3,
  won: 7,
  lost: 8,
  void: 9,
  cashedOut: 11,
  halfWon: 13,
  halfLost: 28,
} as const;

/** A bet request's status ids (the table above). */
export const REQUEST_STATUS_IDS = {
  autoWaiting: 1001,
  vipWaiting: 1002,
  declined: 1003,
  cancelled: 1004,
  expired: 1005,
  placed: 1006,
} as const;

/** Every id the spec lists (the history's filter accepts these and no other). */
export const KNOWN_STATUS_IDS: readonly number[] = [
  ...Object.values(STATUS_IDS),
  ...Array.from({ length: 12 }, (_, i) => 1001 + i),
].sort((a, b) => a - b);

/** A settled bet's status from what it pays and how its selections settled. */
export function settledStatus(results: readonly SelectionResult[], paid: bigint): BetStatus {
  if (results.every((r) => r === 'void')) return 'void';
  return paid > 0n ? 'won' : 'lost';
}

/** The spec's status id of a bet (see the table above). */
export function statusIdOf(status: BetStatus, results: readonly (SelectionResult | null)[]) {
  switch (status) {
    case 'open':
      return STATUS_IDS.open;
    case 'lost':
      return STATUS_IDS.lost;
    case 'void':
      return STATUS_IDS.void;
    case 'cashed_out':
      return STATUS_IDS.cashedOut;
    case 'won':
      if (results.includes('halfWon')) return STATUS_IDS.halfWon;
      if (results.includes('halfLost')) return STATUS_IDS.halfLost;
      return STATUS_IDS.won;
  }
}
