import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { UserTokenResponse } from '@/lib/api-contract/generated/api-types.ts';

/** The user token of the session cookie (schemas/api/session.json). */
export const getUserToken = defineEndpoint<void, UserTokenResponse>({ url: '/web-api/user/gettoken' });

/** Ends the current session. */
export const postDisconnect = defineEndpoint<void, { success: true }>({ url: '/user/disconnect', method: 'POST' });
