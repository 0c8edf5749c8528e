import { fromPromise } from 'xstate';

import { machineError } from '@machines/machine-error';
import type {
  RecoveryCodesOutput,
  RenewProof,
  TwoFactorQr,
} from '@machines/two-factor/two-factor.machine';
import type { ApiClient } from '@/lib/api-client/client';
import { ApiError } from '@/lib/api-client/errors';
import { asMachineCall, machineErrorOf } from '@/lib/api-client/machine-error-of';
import { isRecord } from '@/lib/api-client/values';

import {
  getUserSettings,
  postRecoveryCodes,
  postTwoFactorDisable,
  postTwoFactorEnable,
  postTwoFactorQr,
  postTwoFactorSms,
} from '../api/office-endpoints';

/**
 * The platform's rule for a refused code: error_code 2 means the SMS code was wrong, anything else
 * the app code — unless the platform says the code was right but already used.
 */
function wrongCode(error: unknown): Error {
  if (!(error instanceof ApiError) || error.status !== 422) return machineErrorOf(error);
  const body = isRecord(error.body) ? error.body : {};
  if (body.message === 'error_two_factor_code_used') return machineErrorOf(error);
  return machineError({
    code: body.error_code === 2 ? 'error_two_factor_sms_code' : 'error_two_factor_app_code',
    message: error.message,
  });
}

/** The two-factor machine's I/O, through the one API client (calls flagged auth carry the user token). */
export function twoFactorActors(client: ApiClient) {
  return {
    loadStatus: fromPromise<{ enabled: boolean; codesLeft: number }>(({ signal }) =>
      asMachineCall(async () => {
        const { attributes } = (await client.call(getUserSettings, undefined, { signal })).data;
        return {
          enabled: attributes.two_factor_enabled,
          codesLeft: attributes.two_factor_recovery_codes_left,
        };
      }),
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
    enable: fromPromise<RecoveryCodesOutput, { appCode: string; smsCode?: string }>(
      async ({ input, signal }) => {
        try {
          const { data } = await client.call(
            postTwoFactorEnable,
            { app_code: input.appCode, ...(input.smsCode ? { sms_code: input.smsCode } : {}) },
            { signal },
          );
          return { recoveryCodes: data.recovery_codes };
        } catch (error) {
          throw wrongCode(error);
        }
      },
    ),
    renew: fromPromise<RecoveryCodesOutput, RenewProof>(async ({ input, signal }) => {
      try {
        const { data } = await client.call(postRecoveryCodes, input, { signal });
        return { recoveryCodes: data.recovery_codes };
      } catch (error) {
        throw 'code' in input ? wrongCode(error) : machineErrorOf(error);
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
