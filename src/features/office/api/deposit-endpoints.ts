import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  DepositQuery,
  DepositRecord,
  DepositResponse,
  RechargeBody,
  RechargeDataResponse,
  RechargeResponse,
} from '@/lib/api-contract/generated/api-types.ts';

const OFFICE = '/web-api/officeapi';

/** What the deposit page offers: the active account, the methods and limits, the first-deposit bonus. */
export type RechargeData = RechargeDataResponse['data'];

export const getRechargeData = defineEndpoint<void, RechargeDataResponse, RechargeData>({
  url: `${OFFICE}/getrechargedata`,
  auth: true,
  transform: (raw) => raw.data,
});

/** Starts a deposit: the deposit and the payment provider's page to send the player to. */
export const postRecharge = defineEndpoint<
  RechargeBody,
  RechargeResponse,
  RechargeResponse['data']
>({
  url: `${OFFICE}/recharge`,
  method: 'POST',
  auth: true,
  params: {
    method: { type: 'string' },
    amount: { type: 'string' },
    request_key: { type: 'string' },
    lang: { type: 'string' },
  },
  transform: (raw) => raw.data,
});

/** How a deposit ended (the page the provider sends the player back to reads it). */
export const getDeposit = defineEndpoint<DepositQuery, DepositResponse, DepositRecord>({
  url: `${OFFICE}/deposit`,
  auth: true,
  params: { id: { type: 'string' } },
  transform: (raw) => raw.data,
});
