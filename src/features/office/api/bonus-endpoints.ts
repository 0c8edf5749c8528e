import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  BonusesResponse,
  BonusRecord,
  BonusResponse,
  BonusTurnoverQuery,
  BonusTurnoverResponse,
  CountedTurnover,
  PromoActivateBody,
  PromoCodesResponse,
  RefuseBody,
} from '@/lib/api-contract/generated/api-types.ts';

/** A code the player activated, as getUserPromoCodesNew lists it. */
export type PromoActivation = PromoCodesResponse['data'][number];

/**
 * What counted toward one of the player's bonuses (bets and casino rounds), newest first, a page
 * of 50: each stake and the part of it counted toward this bonus.
 */
export const getBonusTurnover = defineEndpoint<
  BonusTurnoverQuery,
  BonusTurnoverResponse,
  readonly CountedTurnover[]
>({
  url: '/web-api/officeapi/getbonusturnover',
  auth: true,
  params: { bonus_id: { type: 'int' }, page: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** Refuses an active bonus (what it holds is forfeited); answers the list as it is now. */
export const postRefuseBonus = defineEndpoint<RefuseBody, BonusesResponse, readonly BonusRecord[]>({
  url: '/web-api/officeapi/refusebonus',
  method: 'POST',
  auth: true,
  params: { bonus_id: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** Activates a promo code (any case): the bonus or free bet it credited. */
export const postActivatePromo = defineEndpoint<PromoActivateBody, BonusResponse, BonusRecord>({
  url: '/web-api/promo/activate',
  method: 'POST',
  auth: true,
  params: { promo_code: { type: 'string' } },
  transform: (raw) => raw.data,
});

/** The codes the player activated, newest first. */
export const getPromoCodes = defineEndpoint<void, PromoCodesResponse, readonly PromoActivation[]>({
  url: '/web-api/promo/getUserPromoCodesNew',
  auth: true,
  transform: (raw) => raw.data,
});
