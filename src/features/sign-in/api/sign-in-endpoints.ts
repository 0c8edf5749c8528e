import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { AuthBody, AuthResponse, SignedInResponse } from '@/lib/api-contract/generated/api-types.ts';

/** The password step (schemas/api/sign-in.json). */
export const postAuth = defineEndpoint<AuthBody, AuthResponse>({
  url: '/user/auth',
  method: 'POST',
  params: { login: { type: 'string' }, password: { type: 'string' }, type: { type: 'string' } },
});

/** The two-factor second step. */
export const postTwoAuth = defineEndpoint<{ hash: string; code: string }, SignedInResponse>({
  url: '/user/twoauth/',
  method: 'POST',
  params: { hash: { type: 'string' }, code: { type: 'string' } },
});
