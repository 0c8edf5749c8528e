import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  ServiceTokenResponse,
  UserTokenResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/** The user token of the session cookie (schemas/api/session.json). */
export const getUserToken = defineEndpoint<void, UserTokenResponse>({
  url: '/web-api/user/gettoken',
});

/** Ends the current session (a cookie-only change: the platform wants a header no other site can send). */
export const postDisconnect = defineEndpoint<void, { success: true }>({
  url: '/user/disconnect',
  method: 'POST',
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
});

/** A service token for the session cookie (JSON:API; schemas/api/service-token.json). */
export const getServiceToken = defineEndpoint<void, ServiceTokenResponse>({
  url: '/web-api/api/mobile/v1/token/',
  jsonApi: true,
});

/** A fresh service token for the current one (sent as Authorization: Bearer by the caller). */
export const postServiceTokenRefresh = defineEndpoint<void, ServiceTokenResponse>({
  url: '/web-api/api/mobile/v1/token/refresh',
  method: 'POST',
  jsonApi: true,
});
