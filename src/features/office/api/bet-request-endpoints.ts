import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  BetRequestRecord,
  BetRequestsQuery,
  BetRequestsResponse,
  CancelBetRequestBody,
  CancelBetRequestResponse,
} from '@/lib/api-contract/generated/api-types.ts';

const OFFICE = '/web-api/officeapi';

/** The player's bet requests (auto-bets, VIP bets), waiting or closed, newest first, a page at a time. */
export const getBetRequests = defineEndpoint<
  BetRequestsQuery,
  BetRequestsResponse,
  readonly BetRequestRecord[]
>({
  url: `${OFFICE}/getbetrequests`,
  auth: true,
  params: { status: { type: 'string' }, page: { type: 'int' }, count: { type: 'int' } },
  transform: (raw) => raw.data.requests,
});

/** Takes back a waiting request: its stake returns to the account. */
export const postCancelBetRequest = defineEndpoint<
  CancelBetRequestBody,
  CancelBetRequestResponse,
  CancelBetRequestResponse['data']
>({
  url: `${OFFICE}/cancelbetrequest`,
  method: 'POST',
  auth: true,
  params: { requestId: { type: 'int' } },
  transform: (raw) => raw.data,
});
