import type { PhoneCountryOption } from '@/components/schema-form/form-context';
import type { ApiClient } from '@/lib/api-client/client';
import type { PhoneCountry } from '@/lib/validation/types';

import { getPhoneCountries, getPhoneMasks } from './registration-endpoints';

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
