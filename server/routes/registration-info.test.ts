import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

describe.each(testDbKinds())('registration info calls on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, host = 'localhost:8080', body?: object) =>
    app.inject({ method, url, headers: { host }, ...(body ? { payload: body } : {}) });

  describe('registration types and fields', () => {
    it('offers the types of the variant, in tab order', async () => {
      const res = await call('GET', '/api/web/registration/v1/types');
      expectContract('registration', 'registrationTypesResponse', res.json());
      expect(res.json()).toEqual({
        data: {
          type: 'registration-types',
          attributes: {
            types: [
              'full_reg',
              'phone_reg',
              'fast_reg',
              'soc_reg',
              'short_reg',
              'full-v1',
              'pay_and_play',
              'custom',
            ],
          },
        },
      });
      const kz = await call('GET', '/api/web/registration/v1/types', 'kz.localhost:8080');
      expect(
        kz.json<{ data: { attributes: { types: string[] } } }>().data.attributes.types,
      ).toEqual(['phone_reg', 'full_reg', 'fast_reg']);
    });

    it('leaves out pay-and-play for the countries that disable it', async () => {
      const brazil = await call('GET', '/api/web/registration/v1/types', 'bola.localhost:8080');
      expect(
        brazil.json<{ data: { attributes: { types: string[] } } }>().data.attributes.types,
      ).toEqual(['full_reg', 'fast_reg']);
      const elsewhere = await app.inject({
        method: 'GET',
        url: '/api/web/registration/v1/types',
        headers: { host: 'bola.localhost:8080', 'x-geo-country': 'PT' },
      });
      expect(
        elsewhere.json<{ data: { attributes: { types: string[] } } }>().data.attributes.types,
      ).toEqual(['full_reg', 'pay_and_play', 'fast_reg']);
    });

    it("sends a type's fields ordered, with catalogue options and relations", async () => {
      const res = await call('GET', '/api/web/registration/v1/fields/full_reg');
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        data: {
          attributes: {
            fields: { name: string; options?: { Alpha2?: string; name: string }[] }[];
            relation_fields: unknown[];
          };
        };
      }>();
      expectContract('registration', 'registrationFieldsResponse', body);
      const names = body.data.attributes.fields.map((f) => f.name);
      expect(names.slice(0, 4)).toEqual(['country_id', 'region_id', 'city_id', 'currency_id']);
      const country = body.data.attributes.fields.find((f) => f.name === 'country_id');
      // No language asked for: the names are in the base site's default language, Russian.
      expect(country?.options).toContainEqual(
        expect.objectContaining({
          id: 1,
          name: 'Казахстан',
          Alpha2: 'KZ',
          phone_code: '7',
          code: 'kz',
        }),
      );
      const currency = body.data.attributes.fields.find((f) => f.name === 'currency_id');
      // The variant's own currency, then those its players may hold (not the whole catalogue).
      expect(currency?.options?.map((o) => o.name)).toEqual(['KZT', 'USD', 'EUR']);
      expect(body.data.attributes.relation_fields).toEqual([
        { child: 'city_id', parent: { name: 'region_id', default: true } },
      ]);
    });

    it('gives the Brazilian variant its CPF field and treats short_reg as full_reg', async () => {
      const br = await call(
        'GET',
        '/api/web/registration/v1/fields/full_reg',
        'bola.localhost:8080',
      );
      expect(
        br
          .json<{ data: { attributes: { fields: { name: string }[] } } }>()
          .data.attributes.fields.map((f) => f.name),
      ).toContain('cpf');
      const short = await call('GET', '/api/web/registration/v1/fields/short_reg');
      const full = await call('GET', '/api/web/registration/v1/fields/full_reg');
      expect(short.json<{ data: { attributes: unknown } }>().data.attributes).toEqual(
        full.json<{ data: { attributes: unknown } }>().data.attributes,
      );
    });

    it('answers a type the variant does not offer with 404 and an unknown type with 400', async () => {
      const notOffered = await call(
        'GET',
        '/api/web/registration/v1/fields/soc_reg',
        'kz.localhost:8080',
      );
      expect(notOffered.statusCode).toBe(404);
      expectContract('common', 'errorResponse', notOffered.json());
      expect((await call('GET', '/api/web/registration/v1/fields/mega_reg')).statusCode).toBe(400);
    });
  });

  describe('registration page data and welcome bonuses', () => {
    it('tells the page about deposits, ages, bonuses and tabs', async () => {
      const res = await call('POST', '/registration?isWidget=false');
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        tabs: { value: string; icon: string; caption: string }[];
        minAgesInCountries: Record<string, number>;
        hasFirstDeposit: boolean;
        percentFirstDeposit: number;
        bonusAmount: number;
        bonuses: unknown[];
      }>();
      expectContract('registration', 'registrationPageResponse', body);
      expect([body.hasFirstDeposit, body.percentFirstDeposit, body.bonusAmount]).toEqual([
        true,
        100,
        50000,
      ]);
      expect(body.minAgesInCountries).toMatchObject({ KZ: 18, US: 21, AE: 21 });
      expect(body.tabs).toContainEqual({
        caption: 'reg_tab_phone_reg',
        value: 'phone_reg',
        icon: 'phone-reg',
      });
      expect(body.tabs).toContainEqual({
        caption: 'reg_tab_soc_reg',
        value: 'soc_reg',
        icon: 'google',
      });
      expect(body.tabs).toContainEqual({
        caption: 'reg_tab_full_v1',
        value: 'full-v1',
        icon: 'full-v1',
      });
      expect(body.bonuses).toHaveLength(3);
    });

    it('answers the older fields call with fields and banners', async () => {
      const res = await call('POST', '/registration/fields?bonus=1', 'localhost:8080', {
        type: 'phone_reg',
      });
      expect(res.statusCode).toBe(200);
      expectContract('registration', 'legacyFieldsResponse', res.json());
      expect(res.json<{ banners: { image: string }[] }>().banners).toEqual([
        expect.objectContaining({ image: '/media/registration-banner.svg' }),
      ]);
      const bad = await call('POST', '/registration/fields', 'localhost:8080', {
        type: 'phone_reg',
        extra: 1,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: [{ detail: 'body /extra: unknown key' }] });
    });

    it('lists welcome bonuses and marks the one the route names', async () => {
      const res = await call('GET', '/api/v3/bonuses/welcome-bonuses?bonus=casino150');
      const body = res.json<{
        data: {
          id: string;
          attributes: { bonusCode: string; selected: boolean; bannerInfo?: { bannerText: string } };
        }[];
      }>();
      expectContract('registration', 'welcomeBonusesResponse', body);
      expect(body.data.map((b) => [b.attributes.bonusCode, b.attributes.selected])).toEqual([
        ['SPORT100', false],
        ['CASINO150', true],
        ['NOBONUS', false],
      ]);
      expect(body.data[1]?.attributes.bannerInfo).toEqual({ bannerText: 'bonus_casino_banner' });
    });
  });
});
