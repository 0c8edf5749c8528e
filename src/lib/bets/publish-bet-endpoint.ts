import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { PublishBetBody, PublishBetResponse } from '@/lib/api-contract/generated/api-types';

/**
 * Publishes the player's open bet, placed without it, to the coupon lobby (schemas/api/lobby.json):
 * asked again, the same publication. The office's bet history publishes through it.
 */
export const publishBet = defineEndpoint<
  PublishBetBody,
  PublishBetResponse,
  PublishBetResponse['data']
>({
  url: '/web-api/officeapi/publishbet',
  method: 'POST',
  auth: true,
  params: { betId: { type: 'int' } },
  transform: (raw) => raw.data,
});
