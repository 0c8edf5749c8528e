import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  DeclineManagerBetBody,
  ManagerBetRecord,
  ManagerBetResponse,
  ManagerBetsQuery,
  ManagerBetsResponse,
} from '@/lib/api-contract/generated/api-types.ts';

const OFFICE = '/web-api/officeapi';

/** The player's proposals from their manager, newest first, the waiting ones with the prices now. */
export const getManagerBets = defineEndpoint<
  ManagerBetsQuery,
  ManagerBetsResponse,
  readonly ManagerBetRecord[]
>({
  url: `${OFFICE}/getmanagerbets`,
  auth: true,
  params: { page: { type: 'int' }, count: { type: 'int' } },
  transform: (raw) => raw.data.bets,
});

/** Declines a waiting proposal. */
export const postDeclineManagerBet = defineEndpoint<
  DeclineManagerBetBody,
  ManagerBetResponse,
  ManagerBetRecord
>({
  url: `${OFFICE}/declinemanagerbet`,
  method: 'POST',
  auth: true,
  params: { id: { type: 'int' } },
  transform: (raw) => raw.data.bet,
});
