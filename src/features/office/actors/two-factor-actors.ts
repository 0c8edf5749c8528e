import { fromPromise } from 'xstate';

import { machineError } from '@machines/machine-error';
import type { TwoFactorQr } from '@machines/two-factor/two-factor.machine';
import type { ApiClient } from '@/lib/api-client/client';
import { ApiError } from '@/lib/api-client/errors';
import { asMachineCall, machineErrorOf } from '@/lib/api-client/machine-error-of';
import { isRecord } from '@/lib/api-client/values';

import {
  getUserSettings,
  postTwoFactorDisable,
  postTwoFactorEnable,
  postTwoFactorQr,
  postTwoFactorSms,
} from '../api/office-endpoints';

/** The platform's rule for a refused code: error_code 2 means the SMS code was wrong, anything else the app code. */
function wrongCode(error: unknown): Error {
  if (!(error instanceof ApiError) || error.status !== 422) return machineErrorOf(error);
  const smsWrong = isRecord(error.body) && error.body.error_code === 2;
  return machineError({
    code: smsWrong ? 'error_two_factor_sms_code' : 'error_two_factor_app_code',
    message: error.message,
  });
}

/** The two-factor machine's I/O, through the one API client (calls flagged auth carry the user token). */
export function twoFactorActors(client: ApiClient) {
  return {
    loadStatus: fromPromise<{ enabled: boolean }>(({ signal }) =>
      asMachineCall(async () => ({
        enabled: (await client.call(getUserSettings, undefined, { signal })).data.attributes
          .two_factor_enabled,
      })),
    ),
    getQr: fromPromise<TwoFactorQr>(({ signal }) =>
      asMachineCall(async () => {
        const { data } = await client.call(postTwoFactorQr, undefined, { signal });
        return { qrCodeUrl: data.qr_code_url, qrLink: data.qr_link, secret: data.code };
      }),
    ),
    sendSms: fromPromise<void>(({ signal }) =>
      asMachineCall(async () => void (await client.call(postTwoFactorSms, undefined, { signal }))),
    ),
    enable: fromPromise<void, { appCode: string; smsCode?: string }>(async ({ input, signal }) => {
      try {
        await client.call(
          postTwoFactorEnable,
          { app_code: input.appCode, ...(input.smsCode ? { sms_code: input.smsCode } : {}) },
          { signal },
        );
      } catch (error) {
        throw wrongCode(error);
      }
    }),
    disable: fromPromise<void, { code: string }>(async ({ input, signal }) => {
      try {
        await client.call(postTwoFactorDisable, { hash: input.code }, { signal });
      } catch (error) {
        throw wrongCode(error);
      }
    }),
  };
}
