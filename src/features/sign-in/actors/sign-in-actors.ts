import { fromPromise } from 'xstate';

import type { ResetBy } from '@machines/password-reset/password-reset.machine';
import type { Credentials, PasswordOutcome } from '@machines/sign-in/sign-in.types';
import type { ApiClient } from '@/lib/api-client/client';
import { asMachineCall } from '@/lib/api-client/machine-error-of';
import type { AuthResponse } from '@/lib/api-contract/generated/api-types.ts';

import {
  getPasswordReset,
  postAuth,
  postPasswordReset,
  postTwoAuth,
} from '../api/sign-in-endpoints';
import { postSignInCode, postSignInCodeCheck } from '../api/sms-sign-in-endpoints';

/** A first factor's answer as the machine takes it. */
const outcomeOf = (answer: AuthResponse): PasswordOutcome =>
  answer.twoFactor
    ? { twoFactor: true, hash: answer.hash }
    : { twoFactor: false, userId: answer.userId };

/** The sign-in machine's I/O, through the one API client. */
export function signInActors(client: ApiClient) {
  return {
    checkPassword: fromPromise<
      PasswordOutcome,
      { credentials: Credentials; remember: boolean; captchaToken?: string }
    >(({ input, signal }) =>
      asMachineCall(async () => {
        const { credentials, remember, captchaToken } = input;
        const answer = await client.call(
          postAuth,
          {
            login: credentials.login,
            password: credentials.password,
            type: credentials.loginType,
            remember,
          },
          { signal, captchaToken: captchaToken || undefined },
        );
        return outcomeOf(answer);
      }),
    ),
    sendSmsCode: fromPromise<{ codeLength: number }, { phone: string; captchaToken?: string }>(
      ({ input, signal }) =>
        asMachineCall(async () => ({
          codeLength: (
            await client.call(
              postSignInCode,
              { phone: input.phone, purpose: 'login' },
              { signal, captchaToken: input.captchaToken || undefined },
            )
          ).data.codeLength,
        })),
    ),
    checkSmsCode: fromPromise<PasswordOutcome, { phone: string; code: string; remember: boolean }>(
      ({ input, signal }) =>
        asMachineCall(async () =>
          outcomeOf(
            await client.call(
              postSignInCodeCheck,
              {
                phone: input.phone,
                code: input.code.replace(/\s/g, ''),
                purpose: 'login',
                remember: input.remember,
              },
              { signal },
            ),
          ),
        ),
    ),
    checkCode: fromPromise<{ userId: number }, { hash: string; code: string; remember: boolean }>(
      ({ input, signal }) =>
        asMachineCall(async () => ({
          userId: (
            await client.call(
              postTwoAuth,
              { hash: input.hash, code: input.code.replace(/\s/g, ''), remember: input.remember },
              { signal },
            )
          ).userId,
        })),
    ),
  };
}

/** The password-reset machine's I/O. */
export function passwordResetActors(client: ApiClient) {
  return {
    requestCode: fromPromise<{ codeLength: number }, { by: ResetBy; login: string }>(
      ({ input, signal }) =>
        asMachineCall(async () => ({
          codeLength: (
            await client.call(getPasswordReset, { by: input.by, login: input.login }, { signal })
          ).data.codeLength,
        })),
    ),
    resetPassword: fromPromise<
      void,
      { by: ResetBy; login: string; code: string; password: string; confirmation: string }
    >(({ input, signal }) =>
      asMachineCall(async () => {
        await client.call(
          postPasswordReset,
          {
            by: input.by,
            login: input.login,
            code: input.code,
            password: input.password,
            password_confirmation: input.confirmation,
          },
          { signal },
        );
      }),
    ),
  };
}
