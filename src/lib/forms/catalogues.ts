import type { RegistrationFieldOption } from '@/config/generated/site-settings.types.ts';
import { defineEndpoint, type Endpoint } from '@/lib/api-client/endpoint';
import type { IdNameListResponse } from '@/lib/api-contract/generated/api-types.ts';

/**
 * A catalogue: a call of the one API client whose answer is a field's options. Its params are
 * what a definition's options_source.params fill in from other fields' values.
 */
export type Catalogue = Endpoint<never, never, readonly RegistrationFieldOption[]>;

/** Catalogue id (a definition's options_source.catalogue) → its call. */
export type CatalogueRegistry = Readonly<Record<string, Catalogue>>;

/** Regions of a country (spec: GET /web-api/getRegions). */
export const getRegions = defineEndpoint<
  { country_id: number },
  IdNameListResponse,
  readonly RegistrationFieldOption[]
>({
  url: '/web-api/getRegions',
  params: { country_id: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** Cities of a region (spec: GET /web-api/getCitiesByRegion). */
export const getCitiesByRegion = defineEndpoint<
  { region_id: number },
  IdNameListResponse,
  readonly RegistrationFieldOption[]
>({
  url: '/web-api/getCitiesByRegion',
  params: { region_id: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** The catalogues every server-defined form may name. */
export const catalogues: CatalogueRegistry = {
  regions: getRegions,
  cities: getCitiesByRegion,
};

/**
 * The registry with a feature's own catalogues added or replaced, key by key (an office form's
 * document types, say); pass the result to SchemaForm's `catalogues` and keep it stable.
 */
export const withCatalogues = (extra: CatalogueRegistry): CatalogueRegistry => ({
  ...catalogues,
  ...extra,
});
