import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { internationalPhone } from '../../src/lib/validation/phone-normalize.ts';
import type { PhoneCountry } from '../../src/lib/validation/types.ts';
import type { Catalogues } from '../registration/catalogues.ts';

/**
 * The one spelling of a phone number the server stores and compares: + and the digits. A whole
 * national number of `home` (the visitor's country) gets its code, as the browser's widget does.
 */
export const normalizePhone = (phone: string, home?: PhoneCountry) =>
  internationalPhone(phone, home) || '+';

/** The visitor's country as a phone country (globalConfig.geo_country_code in the catalogue). */
export function homePhoneCountry(
  settings: SiteSettings,
  catalogues: Catalogues,
): PhoneCountry | undefined {
  const code = settings.globalConfig.geo_country_code;
  const country = catalogues.countries.find((c) => c.alpha2 === code);
  return country && catalogues.phoneCountries.find((p) => p.id === country.id);
}
