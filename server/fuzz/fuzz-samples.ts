import { DEMO_PLAYER } from '../db/seed.ts';
import type { Samples } from './schema-arbitrary.ts';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * Values that pass the first checks of a route (a known player, a real phone, a catalogue id, a
 * sign-in provider), mixed into generated requests by property name so the fuzz reaches the code
 * behind them. Data, not code: a new route's fields get samples by adding names here.
 */
export const FUZZ_SAMPLES: Samples = {
  login: [DEMO_PLAYER.email, DEMO_PLAYER.phone, '1', 'demo_login'],
  password: [DEMO_PLAYER.password, base64('New-pass-12')],
  old_password: [base64(DEMO_PLAYER.password)],
  password_confirmation: [DEMO_PLAYER.password, base64('New-pass-12')],
  email: [DEMO_PLAYER.email, 'new.player@betframe.test'],
  phone: [DEMO_PLAYER.phone, '+7 701 000 00 02', '+44 7700 900123', '+55 11 91234 5678'],
  code: ['000000', '1234'],
  country_id: [1, 2, 3],
  region_id: [1, 2],
  currency_id: [1, 7, 10],
  user_id: [1, 2],
  w: [1, 2, 4],
  amount: ['25.50', '1000000', '0'],
  provider: ['google', 'facebook', 'vk'],
  redirect_uri: ['http://localhost:8080/en/', 'javascript://x', 'https://evil.example/'],
  lang: ['en', 'ru', 'ar', 'kk', 'pt'],
  lng: ['en', 'ru', 'ar', 'kk', 'pt', 'de'],
  language: ['en', 'ru', 'ar'],
  domain: ['localhost:8080', 'britannia.localhost'],
  section: ['registration', 'office', 'information', 'main'],
  menuSection: ['about', 'security/password'],
  partner: ['1', '2', '4'],
  country: ['BR', 'GB', 'KZ'],
  fields: [
    { country_id: 1, currency_id: 7, 'agree-policy': true },
    {
      email: 'fuzz@betframe.test',
      password: 'Fuzz-pass-1',
      country_id: 1,
      currency_id: 7,
      'agree-policy': true,
      ref_code: 'REF1',
      birthday: '1990-01-01',
    },
    { phone: '+7 701 000 00 03', country_id: 1, currency_id: 7, 'agree-policy': true },
  ],
};
