import type { FastifyInstance } from 'fastify';

import { ref } from '../contract.ts';

/** Catalogue calls: phone countries and masks, regions of a country, cities of a region. */
export function catalogueRoutes(app: FastifyInstance) {
  app.get('/web-api/user/getphonecountries', async () => ({
    data: await app.db.query(
      'SELECT id, name, alpha2 AS code, phone_code FROM countries ORDER BY name',
    ),
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
