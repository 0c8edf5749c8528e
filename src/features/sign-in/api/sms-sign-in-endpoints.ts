import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  LoginCheckCodeResponse,
  SendCodeResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/** A sign-in code by SMS to the player's phone (schemas/api/sms-auth.json, purpose login). */
export const postSignInCode = defineEndpoint<{ phone: string; purpose: 'login' }, SendCodeResponse>(
  {
    url: '/sms-auth/send-code',
    method: 'POST',
    params: { phone: { type: 'string' }, purpose: { type: 'string' } },
    captcha: true,
  },
);

/** The code back: signed in, or the two-factor step. */
export const postSignInCodeCheck = defineEndpoint<
  { phone: string; code: string; purpose: 'login'; remember: boolean },
  LoginCheckCodeResponse
>({
  url: '/sms-auth/check-code',
  method: 'POST',
  params: {
    phone: { type: 'string' },
    code: { type: 'string' },
    purpose: { type: 'string' },
    remember: { type: 'bool' },
  },
});
