import { fromPromise } from 'xstate';

import type { PowerBetTopUp } from '@machines/power-bet/power-bet.machine';
import type { ApiClient } from '@/lib/api-client/client';
import { asMachineCall } from '@/lib/api-client/machine-error-of';
import type { BetRecord } from '@/lib/api-contract/generated/api-types.ts';
import { couponEventOf } from '@/lib/bets/coupon-event';
import { makeBet } from '@/lib/bets/make-bet-endpoint';

/**
 * The PowerBet machine's I/O: the top-up placed through the coupon's one call (MakeBetWeb with
 * isPowerBet), made of the bet's own outcomes at the offer's prices.
 */
export function powerBetActors(client: ApiClient, bet: BetRecord) {
  return {
    place: fromPromise<number, PowerBetTopUp>(({ input, signal }) =>
      asMachineCall(async () => {
        const made = await client.call(
          makeBet,
          {
            betGuid: input.guid,
            summ: Number(input.stake),
            vid: bet.vid as 0 | 1,
            // Higher prices than the offer's are taken; a lower one is refused and shown again.
            checkCf: 1,
            // The record's outcomes are ones the coupon took when the bet was placed.
            couponEvents: bet.selections.map((s, i) =>
              couponEventOf(s.key, input.prices[i] ?? s.c),
            ),
            isPowerBet: true,
            saleBetId: input.betId,
          },
          { signal },
        );
        // A PowerBet is never an auto-bet: the answer is the bet it made.
        if (!('bet' in made)) throw new Error('MakeBetWeb answered a PowerBet with no bet');
        return made.bet.id;
      }),
    ),
  };
}
