import type { PhoneCountryOption } from '../phone-catalogue';

/** Phone countries as the catalogue gives them, for tests of the phone input, widget and rules. */
export const KZ: PhoneCountryOption = {
  id: 1,
  name: 'Kazakhstan',
  code: 'kz',
  phoneCode: '+7',
  mask: '000-000-00-00',
  min: 10,
  max: 10,
  leading: '67',
};
export const RU: PhoneCountryOption = {
  id: 2,
  name: 'Russia',
  code: 'ru',
  phoneCode: '+7',
  mask: '000-000-00-00',
  min: 10,
  max: 10,
  leading: '9',
};
export const GB: PhoneCountryOption = {
  id: 77,
  name: 'United Kingdom',
  code: 'gb',
  phoneCode: '+44',
  mask: '0000-000000',
  min: 10,
  max: 10,
  leading: '7',
};
export const AE: PhoneCountryOption = {
  id: 230,
  name: 'United Arab Emirates',
  code: 'ae',
  phoneCode: '+971',
  mask: '00-000-0000',
  min: 9,
  max: 9,
  leading: '5',
};
