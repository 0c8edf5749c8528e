import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  AdvanceStanding,
  GetAvanceBody,
  GetAvanceResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/**
 * What the player may stake on advance now and what they owe on earlier advances (GetAvance).
 * Shared: the bet slip stakes on it, the office shows what is owed.
 */
export const getAvance = defineEndpoint<GetAvanceBody, GetAvanceResponse, AdvanceStanding>({
  url: '/service-api/LiveBet/Open/GetAvance',
  method: 'POST',
  auth: true,
  params: { userIdBonus: { type: 'int' } },
  transform: (raw) => raw.data,
});
