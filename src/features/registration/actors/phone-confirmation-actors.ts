import { fromPromise } from 'xstate';

import {
  phoneConfirmationMachine,
  type SentCode,
} from '@machines/phone-confirmation/phone-confirmation.machine';
import type { ApiClient } from '@/lib/api-client/client';
import { asMachineCall } from '@/lib/api-client/machine-error-of';

import { postCheckCode, postSendCode } from '../api/registration-endpoints';

/** The phone-confirmation child as registration invokes it: codes sent and checked by the platform. */
export const phoneConfirmationLogic = (client: ApiClient) =>
  phoneConfirmationMachine.provide({
    actors: {
      sendCode: fromPromise<SentCode, { phone: string; captchaToken?: string }>(
        ({ input, signal }) =>
          asMachineCall(
            async () =>
              (
                await client.call(
                  postSendCode,
                  { phone: input.phone },
                  { signal, captchaToken: input.captchaToken },
                )
              ).data,
          ),
      ),
      checkCode: fromPromise<{ token: string }, { phone: string; code: string }>(
        ({ input, signal }) =>
          asMachineCall(
            async () =>
              (
                await client.call(
                  postCheckCode,
                  { phone: input.phone, code: input.code },
                  { signal },
                )
              ).data,
          ),
      ),
    },
  });
