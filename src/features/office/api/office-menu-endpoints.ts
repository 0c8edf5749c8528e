import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { LeftMenuResponse } from '@/lib/api-contract/generated/api-types.ts';

/** The office menu (getLeftMenuData): the enabled sections in their groups, and what waits where. */
export type LeftMenu = LeftMenuResponse['data'];

export const getLeftMenuData = defineEndpoint<void, LeftMenuResponse, LeftMenu>({
  url: '/web-api/officeapi/getLeftMenuData',
  auth: true,
  transform: (raw) => raw.data,
});
