import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  AuthBody,
  AuthResponse,
  ResetBody,
  ResetRequestQuery,
  SendCodeResponse,
  SignedInResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/** The password step (schemas/api/sign-in.json). */
export const postAuth = defineEndpoint<AuthBody, AuthResponse>({
  url: '/user/auth',
  method: 'POST',
  params: {
    login: { type: 'string' },
    password: { type: 'string' },
    type: { type: 'string' },
    remember: { type: 'bool' },
  },
  captcha: true,
});

/** The two-factor second step. */
export const postTwoAuth = defineEndpoint<
  { hash: string; code: string; remember: boolean },
  SignedInResponse
>({
  url: '/user/twoauth/',
  method: 'POST',
  params: { hash: { type: 'string' }, code: { type: 'string' }, remember: { type: 'bool' } },
});

/** A code to set a new password, sent to the e-mail or phone (schemas/api/password.json). */
export const getPasswordReset = defineEndpoint<ResetRequestQuery, SendCodeResponse>({
  url: '/web-api/api/internal/v1/user/passwordreset',
  params: { by: { type: 'string' }, login: { type: 'string' } },
});

/** The code with the new password twice. */
export const postPasswordReset = defineEndpoint<ResetBody, { success: true }>({
  url: '/web-api/api/internal/v1/user/passwordreset',
  method: 'POST',
  params: {
    by: { type: 'string' },
    login: { type: 'string' },
    code: { type: 'string' },
    password: { type: 'string' },
    password_confirmation: { type: 'string' },
  },
});
