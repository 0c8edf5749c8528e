import { fromPromise } from 'xstate';

import type { CashOutQuote, CashOutSale } from '@machines/cash-out/cash-out.machine';
import type { ApiClient } from '@/lib/api-client/client';
import { ApiError } from '@/lib/api-client/errors';
import { asMachineCall } from '@/lib/api-client/machine-error-of';
import { isRecord } from '@/lib/api-client/values';

import { postSaleBet, postSaleBetSum } from '../api/bet-history-endpoints';

/** The new value of a sale refused because the bet's value moved, if that is the refusal. */
function changedValue(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !isRecord(error.body)) return undefined;
  const { message, value } = error.body;
  return message === 'error_cashout_value_changed' && typeof value === 'string' ? value : undefined;
}

/** The cash-out machine's I/O: the bet's value now, and its sale at the value accepted. */
export function cashOutActors(client: ApiClient) {
  return {
    quote: fromPromise<CashOutQuote, { betId: number }>(({ input, signal }) =>
      asMachineCall(() => client.call(postSaleBetSum, { betId: input.betId }, { signal })),
    ),
    sell: fromPromise<CashOutSale, { betId: number; value: string }>(async ({ input, signal }) => {
      try {
        const sold = await client.call(
          postSaleBet,
          { saleBetId: input.betId, summ: Number(input.value) },
          { signal },
        );
        return { sold: true, amount: sold.amount };
      } catch (error) {
        const value = changedValue(error);
        if (value !== undefined) return { sold: false, value };
        return asMachineCall(() => Promise.reject(error as Error));
      }
    }),
  };
}
