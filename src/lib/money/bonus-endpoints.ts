import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { BonusesResponse, BonusRecord } from '@/lib/api-contract/generated/api-types.ts';

/**
 * The player's bonuses (the spec's office bonus fields): active first, newest first. Shared:
 * the office lists them, the bet slip stakes from them.
 */
export const getBonuses = defineEndpoint<void, BonusesResponse, readonly BonusRecord[]>({
  url: '/web-api/officeapi/getbonuses',
  auth: true,
  transform: (raw) => raw.data,
});
