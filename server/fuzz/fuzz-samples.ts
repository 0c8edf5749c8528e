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
  champ: [1000, 2000, 4005000],
  league: [1000, 2000],
  sport: [1, 3, 4],
  teams: ['100002', '100002,300001'],
  globalChampId: [1, 6, 8],
  // The feed's first game (2024-10-04): ids of games, teams and races do not depend on the seed.
  gameId: [100_000_000, 100_000_001],
  champId: [1000, 4005000, 10000],
  teamId: [100002, 400500003],
  team1Id: [100002],
  team2Id: [100003],
  raceid: [1, 70000],
  horseRaceStatisticId: [70000],
  events: [[1, 5], [6], []],
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
