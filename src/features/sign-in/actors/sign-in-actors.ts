import { fromPromise } from 'xstate';
import type { ResetBy } from '@machines/password-reset/password-reset.machine';
import type { Credentials, PasswordOutcome } from '@machines/sign-in/sign-in.machine';
import type { ApiClient } from '@/lib/api-client/client';
import { asMachineCall } from '@/lib/api-client/machine-error-of';
import { getPasswordReset, postAuth, postPasswordReset, postTwoAuth } from '../api/sign-in-endpoints';

/** The sign-in machine's I/O, through the one API client. */
export function signInActors(client: ApiClient) {
  return {
    checkPassword: fromPromise<PasswordOutcome, Credentials>(({ input, signal }) =>
      asMachineCall(async () => {
        const answer = await client.call(postAuth, { login: input.login, password: input.password, type: input.loginType }, { signal });
        return answer.twoFactor ? { twoFactor: true, hash: answer.hash } : { twoFactor: false, userId: answer.userId };
      }),
    ),
    checkCode: fromPromise<{ userId: number }, { hash: string; code: string }>(({ input, signal }) =>
      asMachineCall(async () => ({ userId: (await client.call(postTwoAuth, { hash: input.hash, code: input.code.replace(/\s/g, '') }, { signal })).userId })),
    ),
  };
}

/** The password-reset machine's I/O. */
export function passwordResetActors(client: ApiClient) {
  return {
    requestCode: fromPromise<{ codeLength: number }, { by: ResetBy; login: string }>(({ input, signal }) =>
      asMachineCall(async () => ({ codeLength: (await client.call(getPasswordReset, { by: input.by, login: input.login }, { signal })).data.codeLength })),
    ),
    resetPassword: fromPromise<void, { by: ResetBy; login: string; code: string; password: string; confirmation: string }>(({ input, signal }) =>
      asMachineCall(async () => {
        await client.call(postPasswordReset, { by: input.by, login: input.login, code: input.code, password: input.password, password_confirmation: input.confirmation }, { signal });
      }),
    ),
  };
}
