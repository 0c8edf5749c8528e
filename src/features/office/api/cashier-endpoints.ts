import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  DeduceBody,
  DeduceDataResponse,
  HistoryBody,
  HistoryResponse,
  Operation,
  PaycheckQuery,
  ReceiptResponse,
  RequestBody,
  RequestsQuery,
  WithdrawalRecord,
  WithdrawalResponse,
  WithdrawalsResponse,
} from '@/lib/api-contract/generated/api-types.ts';

const OFFICE = '/web-api/officeapi';

/** What the withdrawal page offers: the active account's balance, the methods and their limits. */
export type DeduceData = DeduceDataResponse['data'];

export const getDeduceData = defineEndpoint<void, DeduceDataResponse, DeduceData>({
  url: `${OFFICE}/getdeducedata`,
  auth: true,
  transform: (raw) => raw.data,
});

/** Asks for a withdrawal (the amount is reserved at once); the same request_key is the same request. */
export const postDeduce = defineEndpoint<DeduceBody, WithdrawalResponse, WithdrawalRecord>({
  url: `${OFFICE}/deduce`,
  method: 'POST',
  auth: true,
  params: {
    method: { type: 'string' },
    amount: { type: 'string' },
    request_key: { type: 'string' },
  },
  transform: (raw) => raw.data,
});

/** The player's withdrawal requests, newest first, a page of 50. */
export const getPaymentRequests = defineEndpoint<
  RequestsQuery,
  WithdrawalsResponse,
  readonly WithdrawalRecord[]
>({
  url: `${OFFICE}/paymentrequests`,
  auth: true,
  params: { page: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** Takes back a pending request: the reserved amount returns to the account. */
export const postCancelPaymentRequest = defineEndpoint<
  RequestBody,
  WithdrawalResponse,
  WithdrawalRecord
>({
  url: `${OFFICE}/cancelpaymentrequest`,
  method: 'POST',
  auth: true,
  params: { request_id: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** The main accounts' operations, newest first, a page of 50, the archive on request. */
export const postPaymentHistory = defineEndpoint<
  HistoryBody,
  HistoryResponse,
  readonly Operation[]
>({
  url: `${OFFICE}/gethistorypaymentmainaccount`,
  method: 'POST',
  auth: true,
  params: { is_include_archive: { type: 'bool' }, page_number: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** The bonus (virtual) accounts' operations, as the main accounts' are listed. */
export const postVirtualHistory = defineEndpoint<
  HistoryBody,
  HistoryResponse,
  readonly Operation[]
>({
  url: `${OFFICE}/gethistorypaymentvirtualaccount`,
  method: 'POST',
  auth: true,
  params: { is_include_archive: { type: 'bool' }, page_number: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** One operation's receipt: each account's amount and balance after it, its deposit or withdrawal. */
export type Receipt = ReceiptResponse['data'];

export const getReceipt = defineEndpoint<PaycheckQuery, ReceiptResponse, Receipt>({
  url: `${OFFICE}/paycheck`,
  auth: true,
  params: { id: { type: 'int' } },
  transform: (raw) => raw.data,
});
