import { fromPromise } from 'xstate';

import type { MachineError } from '@machines/machine-error';
import {
  phoneConfirmationMachine,
  type SendCodeInput,
  type SentCode,
} from '@machines/phone-confirmation/phone-confirmation.machine';
import type { ApiClient } from '@/lib/api-client/client';
import { asMachineCall } from '@/lib/api-client/machine-error-of';

import { postCheckCode, postSendCode } from '../api/registration-endpoints';
import { sentCodeStore } from '../storage/sent-code';

/**
 * The phone-confirmation child as registration invokes it: codes sent and checked by the
 * platform. A code this tab sent and that is still valid is offered again rather than waited on.
 */
export const phoneConfirmationLogic = (client: ApiClient) =>
  phoneConfirmationMachine.provide({
    actors: {
      sendCode: fromPromise<SentCode, SendCodeInput>(async ({ input, signal }) => {
        const kept = input.resend ? undefined : sentCodeStore.valid(input.phone, Date.now());
        if (kept) return kept;
        const sent = await asMachineCall(
          async () =>
            (
              await client.call(
                postSendCode,
                { phone: input.phone },
                { signal, captchaToken: input.captchaToken },
              )
            ).data,
        ).catch((error: Error & MachineError) => {
          // The wait counts down on screen from when the refusal came.
          if (error.retryAfter !== undefined && error.retryAt === undefined)
            Object.assign(error, {
              retryAt: new Date(Date.now() + error.retryAfter * 1000).toISOString(),
            });
          throw error;
        });
        const now = Date.now();
        sentCodeStore.save(input.phone, sent, now);
        return { ...sent, at: now };
      }),
      checkCode: fromPromise<{ token: string }, { phone: string; code: string }>(
        async ({ input, signal }) => {
          const answer = await asMachineCall(
            async () =>
              (
                await client.call(
                  postCheckCode,
                  { phone: input.phone, code: input.code },
                  { signal },
                )
              ).data,
          );
          sentCodeStore.clear();
          return answer;
        },
      ),
    },
  });
