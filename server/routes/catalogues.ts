import type { FastifyInstance } from 'fastify';

import { ref } from '../contract.ts';
import { type Catalogues, countriesIn } from '../registration/catalogues.ts';

/**
 * Catalogue calls: phone countries and masks, regions of a country, cities of a region. Names are
 * in the request's language (the page's `x-lang`, else the variant's default).
 */
export function catalogueRoutes(app: FastifyInstance, catalogues: () => Promise<Catalogues>) {
  app.get('/web-api/user/getphonecountries', async (request) => ({
    data: countriesIn(await catalogues(), app.settingsOf(request).variant.language).map((c) => ({
      id: c.id,
      name: c.name,
      code: c.alpha2,
      phone_code: c.phone_code,
    })),
  }));

  app.get('/web-api/api/user/phonemasks', async () => ({
    data: await app.db.query(
      `SELECT id AS "CountryId", phone_mask AS "Mask", phone_min AS "Min", phone_max AS "Max", phone_leading AS "Leading"
       FROM countries WHERE phone_mask IS NOT NULL ORDER BY id`,
    ),
  }));

  app.get<{ Querystring: { country_id: number } }>(
    '/web-api/getRegions',
    { schema: { querystring: ref('catalogues', 'regionsQuery') } },
    async (request) => ({
      data: await app.db.query('SELECT id, name FROM regions WHERE country_id = $1 ORDER BY name', [
        request.query.country_id,
      ]),
    }),
  );

  app.get<{ Querystring: { region_id: number } }>(
    '/web-api/getCitiesByRegion',
    { schema: { querystring: ref('catalogues', 'citiesQuery') } },
    async (request) => ({
      data: await app.db.query('SELECT id, name FROM cities WHERE region_id = $1 ORDER BY name', [
        request.query.region_id,
      ]),
    }),
  );
}
