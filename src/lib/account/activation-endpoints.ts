import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  AccountDataResponse,
  ActivateBody,
  ActivationResponse,
  SendActivationResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/** The signed-in player's e-mail and whether it is confirmed (schemas/api/account.json). */
export const getEmailState = defineEndpoint<void, AccountDataResponse>({
  url: '/web-api/officeapi/getaccountdata',
  auth: true,
});

/** Mails the activation link (and code) again; 429 within a minute of the last. */
export const postSendActivationMail = defineEndpoint<void, SendActivationResponse>({
  url: '/web-api/user/sendActivationMail',
  method: 'POST',
  auth: true,
});

/** Confirms the e-mail with the link's token (the link's query parameters as attributes). */
export const postActivate = defineEndpoint<ActivateBody, ActivationResponse>({
  url: '/web-api/api/internal/v1/user/activate',
  method: 'POST',
  params: { data: { type: 'raw' } },
});
