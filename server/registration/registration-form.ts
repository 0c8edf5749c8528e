import type {
  RegistrationField,
  SiteSettings,
} from '../../src/config/generated/site-settings.types.ts';
import { definitionOf } from '../../src/config/sign-in-reach-rule.ts';
import { tabIcon as sharedTabIcon } from '../../src/lib/registration/registration-rules.ts';
import type { RelationField } from '../../src/lib/validation/visibility.ts';
import { PROVIDER_NAMES } from '../social/oauth-standin.ts';
import { type Catalogues, countriesIn } from './catalogues.ts';

export type RegistrationType = SiteSettings['registrationConfig']['types'][number];

/** The visitor's country as the platform sees it. */
export const visitorCountry = (settings: SiteSettings, country?: string) =>
  country ?? settings.globalConfig.geo_country_code;

/** Types offered to this visitor, in tab order: pay-and-play is left out where it is disabled. */
export function offeredTypes(settings: SiteSettings, country?: string): RegistrationType[] {
  const { types, pay_and_play_disabled_countries } = settings.registrationConfig;
  const blocked = pay_and_play_disabled_countries.includes(visitorCountry(settings, country));
  return types.filter((type) => !(type === 'pay_and_play' && blocked));
}

/** Catalogue-backed options: countries, citizenship, phone codes and currencies come from the database. */
function optionsFor(
  field: RegistrationField,
  catalogues: Catalogues,
  settings: SiteSettings,
  language: string,
): RegistrationField['options'] {
  if (field.options && field.options.length > 0) return field.options;
  const countries = () =>
    countriesIn(catalogues, language).map((c) => ({
      id: c.id,
      name: c.name,
      Alpha2: c.alpha2,
      code: c.alpha2.toLowerCase(),
      phone_code: c.phone_code,
      country_id: c.id,
    }));
  switch (field.name) {
    case 'country_id':
    case 'citizenship_id':
    case 'country_code_id':
    case 'tel_code':
      return countries();
    case 'social_types':
      return settings.authConfig.social_providers.map((p) => ({
        id: p,
        name: PROVIDER_NAMES[p] ?? p,
      }));
    case 'currency_id': {
      // The catalogue is every currency the platform knows; a site offers its own first, then
      // those it lets players hold accounts in.
      const { geo_currency } = settings.globalConfig;
      const offered = new Set([geo_currency.id, ...settings.cashierConfig.wallet_currencies]);
      return [...offered].flatMap((id) => {
        const c = catalogues.currencies.find((currency) => currency.id === id);
        return c ? [{ id: c.id, name: c.code, code: c.code.toLowerCase(), symbol: c.symbol }] : [];
      });
    }
    default:
      return field.options;
  }
}

/**
 * The form of a type as the platform sends it: ordered, options filled (country names in the
 * language, English when none is given), relations listed apart too.
 */
export function registrationForm(
  settings: SiteSettings,
  type: RegistrationType,
  catalogues: Catalogues,
  language = 'en',
) {
  const fields = [...definitionOf(settings, type)]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((field) => {
      const options = optionsFor(field, catalogues, settings, language);
      return options ? { ...field, options } : field;
    });
  const relation_fields: RelationField[] = fields.flatMap((f) =>
    f.parent ? [{ child: f.name, parent: f.parent }] : [],
  );
  return { fields, relation_fields };
}

/** Tab icon (spec §4), the same rule the app uses. */
export const tabIcon = (settings: SiteSettings, type: RegistrationType): string =>
  sharedTabIcon(type, settings.authConfig.social_providers[0]);
