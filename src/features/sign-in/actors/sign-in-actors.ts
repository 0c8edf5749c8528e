import { fromPromise } from 'xstate';
import type { Credentials, PasswordOutcome } from '@machines/sign-in/sign-in.machine';
import type { ApiClient } from '@/lib/api-client/client';
import { asMachineCall } from '@/lib/api-client/machine-error-of';
import { postAuth, postTwoAuth } from '../api/sign-in-endpoints';

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
