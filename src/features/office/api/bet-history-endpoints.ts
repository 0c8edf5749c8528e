import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  BetRecord,
  BetsHistoryMailBody,
  BetsHistoryMailResponse,
  BetsHistoryQuery,
  BetsHistoryResponse,
  CashOut,
  ClearBetsHistoryResponse,
  SaleBetBody,
  SaleBetResponse,
  SaleBetSumBody,
  SaleBetSumResponse,
} from '@/lib/api-contract/generated/api-types.ts';

const OFFICE = '/web-api/officeapi';

const HISTORY_PARAMS = {
  dateFrom: { type: 'int' },
  dateTo: { type: 'int' },
  status: { type: 'string' },
  type: { type: 'string' },
} as const;

/** The player's bets of a period, newest first, a page at a time (each open one with its cash-out). */
export const getBetsHistory = defineEndpoint<
  BetsHistoryQuery,
  BetsHistoryResponse,
  readonly BetRecord[]
>({
  url: `${OFFICE}/getbetshistory`,
  auth: true,
  params: { ...HISTORY_PARAMS, page: { type: 'int' }, count: { type: 'int' } },
  transform: (raw) => raw.data.bets,
});

/** Hides the player's settled bets from their history (nothing is deleted). */
export const postClearBetsHistory = defineEndpoint<
  void,
  ClearBetsHistoryResponse,
  ClearBetsHistoryResponse['data']
>({
  url: `${OFFICE}/clearbetshistory`,
  method: 'POST',
  auth: true,
  transform: (raw) => raw.data,
});

/** Writes the history of the period and filters to the player's e-mail. */
export const postBetsHistoryMail = defineEndpoint<
  BetsHistoryMailBody,
  BetsHistoryMailResponse,
  BetsHistoryMailResponse['data']
>({
  url: `${OFFICE}/sendbetshistorymail`,
  method: 'POST',
  auth: true,
  params: HISTORY_PARAMS,
  transform: (raw) => raw.data,
});

/** What a bet sells for now (cash-out), or why it cannot be sold. */
export const postSaleBetSum = defineEndpoint<SaleBetSumBody, SaleBetSumResponse, CashOut>({
  url: `${OFFICE}/getsalebetsum`,
  method: 'POST',
  auth: true,
  params: { betId: { type: 'int' } },
  transform: (raw) => raw.data.cashOut,
});

/** Sells a bet for the value the player accepted (a changed value is a 409 with the new one). */
export const postSaleBet = defineEndpoint<SaleBetBody, SaleBetResponse, SaleBetResponse['data']>({
  url: `${OFFICE}/salebet`,
  method: 'POST',
  auth: true,
  params: { saleBetId: { type: 'int' }, summ: { type: 'number' } },
  transform: (raw) => raw.data,
});
