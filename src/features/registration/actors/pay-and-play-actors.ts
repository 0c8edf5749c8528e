import { fromPromise } from 'xstate';

import { payAndPlayMachine, type PaymentStart } from '@machines/pay-and-play/pay-and-play.machine';
import type { captchaLogic } from '@/components/captcha/captcha-actors';
import type { ApiClient } from '@/lib/api-client/client';
import { asMachineCall } from '@/lib/api-client/machine-error-of';
import { leaveSite } from '@/lib/leave-site';
import { beginBankTrip } from '@/lib/payments/bank-client';

import { postPayAndPlayStart } from '../api/registration-endpoints';

interface PayAndPlayDeps {
  readonly client: ApiClient;
  readonly language: string;
  /** The captcha child for this variant. */
  readonly captcha: ReturnType<typeof captchaLogic>;
}

/**
 * The pay-and-play child as registration invokes it: the platform starts the deposit (spending
 * the captcha token), the form waits in this tab, and the browser goes to the bank.
 */
export const payAndPlayLogic = ({ client, language, captcha }: PayAndPlayDeps) =>
  payAndPlayMachine.provide({
    actors: {
      captcha,
      startPayment: fromPromise<void, PaymentStart>(({ input, signal }) =>
        asMachineCall(async () => {
          const state = beginBankTrip({ language, values: input.values });
          const url = await client.call(
            postPayAndPlayStart,
            { amount: input.amount, currency_id: input.currencyId, state, lang: language },
            { signal, captchaToken: input.captchaToken },
          );
          leaveSite(new URL(url, window.location.origin).toString());
        }),
      ),
    },
  });
