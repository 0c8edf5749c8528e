import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { SocialAuthResponse } from '@/lib/api-contract/generated/api-types.ts';

/** POST /socauth/auth: the provider's code for a session, or a pending registration. */
export const postSocialAuth = defineEndpoint<
  { provider: string; code: string; redirect_uri: string },
  SocialAuthResponse
>({
  url: '/socauth/auth',
  method: 'POST',
  params: {
    provider: { type: 'string' },
    code: { type: 'string' },
    redirect_uri: { type: 'string' },
  },
});
