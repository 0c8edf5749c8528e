import type { FastifyInstance } from 'fastify';

import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { tabCaption } from '../../src/lib/registration/registration-rules.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';
import type { Catalogues } from '../registration/catalogues.ts';
import {
  offeredTypes,
  registrationForm,
  type RegistrationType,
  tabIcon,
} from '../registration/registration-form.ts';

function welcomeBonuses(settings: SiteSettings, selectedCode?: string) {
  return settings.promoConfig.welcome_bonuses.map((bonus) => ({
    id: String(bonus.id),
    type: 'welcome-bonus' as const,
    attributes: {
      bonusCode: bonus.bonusCode,
      bonusType: bonus.type ?? 0,
      title: bonus.title,
      ...(bonus.info ? { info: bonus.info } : {}),
      ...(bonus.icon ? { icon: bonus.icon } : {}),
      cancel: bonus.cancel ?? false,
      selected:
        selectedCode !== undefined && bonus.bonusCode.toLowerCase() === selectedCode.toLowerCase(),
      ...(bonus.bannerText ? { bannerInfo: { bannerText: bonus.bannerText } } : {}),
    },
  }));
}

/** Registration page data, types, fields (new and older flow) and welcome bonuses, from settings. */
export function registrationInfoRoutes(
  app: FastifyInstance,
  catalogues: () => Promise<Catalogues>,
) {
  app.get('/api/web/registration/v1/types', async (request) => {
    const served = app.settingsOf(request);
    return {
      data: {
        type: 'registration-types',
        attributes: { types: offeredTypes(served.settings, served.variant.country) },
      },
    };
  });

  app.get<{ Params: { type: RegistrationType } }>(
    '/api/web/registration/v1/fields/:type',
    { schema: { params: ref('registration', 'fieldsParams') } },
    async (request) => {
      const served = app.settingsOf(request);
      const { type } = request.params;
      if (!offeredTypes(served.settings, served.variant.country).includes(type)) {
        throw new ApiProblem(404, 'error_registration_type', [
          `registration type ${type} is not offered here`,
        ]);
      }
      return {
        data: {
          type: 'registration-fields',
          id: type,
          attributes: registrationForm(
            served.settings,
            type,
            await catalogues(),
            served.variant.language,
          ),
        },
      };
    },
  );

  app.post<{ Querystring: { isWidget?: boolean; section?: string } }>(
    '/registration',
    { schema: { querystring: ref('registration', 'registrationPageQuery') } },
    async (request) => {
      const { settings, variant } = app.settingsOf(request);
      const { registrationConfig: reg } = settings;
      const { countries } = await catalogues();
      const fallbackAge = settings.globalConfig.min_age;
      return {
        hasFirstDeposit: reg.first_deposit.enabled,
        percentFirstDeposit: reg.first_deposit.percent,
        minAgesInCountries: Object.fromEntries(
          countries.map((c) => [c.alpha2, c.min_age ?? fallbackAge]),
        ),
        bonusAmount: reg.bonus_amount,
        additionalConfig: reg.additional,
        ...(reg.banner?.image ? { banner: reg.banner } : {}),
        bonuses: welcomeBonuses(settings),
        tabs: offeredTypes(settings, variant.country).map((type) => ({
          caption: tabCaption(settings, type),
          value: type,
          icon: tabIcon(settings, type),
        })),
      };
    },
  );

  app.post<{ Querystring: { bonus?: number }; Body: { type: RegistrationType } }>(
    '/registration/fields',
    {
      schema: {
        querystring: ref('registration', 'legacyFieldsQuery'),
        body: ref('registration', 'legacyFieldsBody'),
      },
    },
    async (request) => {
      const { settings, variant } = app.settingsOf(request);
      if (!offeredTypes(settings, variant.country).includes(request.body.type)) {
        throw new ApiProblem(404, 'error_registration_type', [
          `registration type ${request.body.type} is not offered here`,
        ]);
      }
      const { fields } = registrationForm(
        settings,
        request.body.type,
        await catalogues(),
        variant.language,
      );
      const banner = settings.registrationConfig.banner;
      return { fields, banners: banner?.image ? [banner] : [] };
    },
  );

  app.get<{ Querystring: { bonus?: string } }>(
    '/api/v3/bonuses/welcome-bonuses',
    { schema: { querystring: ref('registration', 'welcomeBonusesQuery') } },
    async (request) => ({
      data: welcomeBonuses(app.settingsOf(request).settings, request.query.bonus),
    }),
  );
}
