import { type Ratio, ratioThousandths } from '../../src/lib/bets/ratio.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import type { BetAsk } from './bet-request.ts';

const refused = (detail: string, reason: string) =>
  new ApiProblem(409, 'error_powerbet_unavailable', [`body /saleBetId: ${detail}`], {
    powerBet: { status: 'unavailable', reason, detail },
  });

/**
 * In the top-up's transaction, before its row is written: the powered bet locked (a settlement
 * or a sale of it waits, as does another top-up), still open, not powered by another top-up (the
 * same top-up again is the bet it placed: the write answers it), and the top-up's accepted price
 * still above the bet's (the feed may have moved since the offer was checked).
 */
export async function lockPowered(
  tx: Queryable,
  ask: Pick<BetAsk, 'guid'> & { readonly poweredBetId: number },
  coefficient: Ratio,
): Promise<void> {
  const [bet] = await tx.query<{ status: string; coefficient: string }>(
    'SELECT status, coefficient::text AS coefficient FROM bets WHERE id = $1 FOR UPDATE',
    [ask.poweredBetId],
  );
  if (!bet) throw new Error(`the powered bet ${ask.poweredBetId} vanished`);
  const [topUp] = await tx.query<{ bet_guid: string }>(
    'SELECT bet_guid::text AS bet_guid FROM bets WHERE powered_bet_id = $1',
    [ask.poweredBetId],
  );
  if (topUp) {
    if (topUp.bet_guid === ask.guid) return;
    throw refused('the bet was powered already (once a bet)', 'already_powered');
  }
  if (bet.status !== 'open') throw refused(`the bet is ${bet.status}`, 'bet_not_open');
  const thousandths = BigInt(Math.round(Number(bet.coefficient) * 1000));
  if (ratioThousandths(coefficient) <= thousandths)
    throw refused(
      `the price now is not higher than the bet’s ${bet.coefficient}`,
      'price_not_higher',
    );
}
