import type { ApiClient } from '@/lib/api-client/client';
import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { ApiCall } from '@/lib/api-client/first-answers';
import type {
  PhoneCountriesResponse,
  PhoneMasksResponse,
} from '@/lib/api-contract/generated/api-types.ts';
import type { PhoneCountry } from '@/lib/validation/types';

/** A country for the phone-code picker: catalogue entry plus its phone rule. */
export interface PhoneCountryOption {
  readonly id: number;
  readonly name: string;
  /** ISO alpha-2, lower case (spec: code lower-cased). */
  readonly code: string;
  /** With the leading plus (spec: phoneCode stored with a leading plus). */
  readonly phoneCode: string;
  readonly mask?: string;
  readonly min: number;
  readonly max: number;
  readonly leading: string;
}

export const getPhoneCountries = defineEndpoint<void, PhoneCountriesResponse>({
  url: '/web-api/user/getphonecountries',
});
export const getPhoneMasks = defineEndpoint<void, PhoneMasksResponse>({
  url: '/web-api/api/user/phonemasks',
});

export interface PhoneCatalogue {
  /** For the phone picker: countries with codes (with a plus) and masks. */
  readonly options: readonly PhoneCountryOption[];
  /** For the rule engine: the same countries as phone rules. */
  readonly rules: readonly PhoneCountry[];
}

/** Phone countries joined with their masks (getphonecountries + phonemasks), loaded once. */
export async function loadPhoneCatalogue(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<PhoneCatalogue> {
  const [countries, masks] = await Promise.all([
    client.call(getPhoneCountries, undefined, { signal }),
    client.call(getPhoneMasks, undefined, { signal }),
  ]);
  const maskOf = new Map(masks.data.map((m) => [m.CountryId, m]));
  const options = countries.data.map((c): PhoneCountryOption => {
    const mask = maskOf.get(c.id);
    return {
      id: c.id,
      name: c.name,
      code: c.code.toLowerCase(),
      phoneCode: `+${c.phone_code}`,
      mask: mask?.Mask,
      min: mask?.Min ?? 6,
      max: mask?.Max ?? 20,
      leading: mask?.Leading ?? '',
    };
  });
  const rules = options.map((o): PhoneCountry => ({
    id: o.id,
    phoneCode: o.phoneCode.slice(1),
    mask: o.mask,
    min: o.min,
    max: o.max,
    leading: o.leading,
  }));
  return { options, rules };
}

/**
 * The catalogue as one cached call per language (the platform names the countries in the page's
 * language): usePhoneCatalogue's key, and a page's first data can ask it ahead (FirstAnswers).
 */
export const phoneCatalogueCall = (language: string): ApiCall => ({
  key: JSON.stringify(['phone-catalogue', language]),
  run: (client) => loadPhoneCatalogue(client),
});
