/**
 * One-off: extended server/db/seed-data/countries.json and the "countries" names of
 * catalogue-names.json from the 27 hand-made rows to every ISO 3166-1 alpha-2 region plus Kosovo
 * (run once with `npx tsx scripts/world-countries.ts`; not part of the build). Rows already there
 * keep their ids, phone data and names, so running it again changes nothing. Names come from the
 * ICU data of Node's Intl.DisplayNames, with CLDR's abbreviated or qualified forms ("St.", "о-ва",
 * "Congo - Kinshasa", "Hong Kong SAR China") replaced by the names a country picker shows; calling
 * codes from libphonenumber-js.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

const SEED = join(import.meta.dirname, '../server/db/seed-data');
const MAX_ID = 291;
const LANGUAGES = ['ru', 'pt', 'kk', 'ar'] as const;

const ISO =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ
BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC
EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI
LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE
NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC
SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW
TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XK`.split(/\s+/);

// Uninhabited or without numbering of their own: libphonenumber has no metadata; these are the
// codes the ITU lists them under.
const CALLING_CODE: Record<string, string> = {
  AQ: '672',
  BV: '47',
  GS: '500',
  HM: '672',
  PN: '64',
  TF: '262',
  UM: '1',
};

const OVERRIDES: Record<string, Record<string, string>> = {
  en: {
    CD: 'DR Congo',
    CG: 'Congo',
    HK: 'Hong Kong',
    MO: 'Macao',
    MM: 'Myanmar',
    PS: 'Palestine',
    VC: 'Saint Vincent and the Grenadines',
  },
  ru: {
    CD: 'Демократическая Республика Конго',
    CG: 'Республика Конго',
    HK: 'Гонконг',
    MO: 'Макао',
    MM: 'Мьянма',
    KP: 'Северная Корея',
    KR: 'Южная Корея',
    PS: 'Палестина',
    SH: 'Остров Святой Елены',
    TC: 'Острова Тёркс и Кайкос',
    VG: 'Британские Виргинские острова',
    VI: 'Виргинские острова (США)',
  },
  pt: {
    CD: 'República Democrática do Congo',
    HK: 'Hong Kong',
    MO: 'Macau',
    MM: 'Mianmar',
    PS: 'Palestina',
  },
  kk: {
    CD: 'Конго Демократиялық Республикасы',
    CG: 'Конго Республикасы',
    HK: 'Гонконг',
    MO: 'Макао',
    MM: 'Мьянма',
    PS: 'Палестина',
  },
  ar: {
    CD: 'جمهورية الكونغو الديمقراطية',
    CG: 'جمهورية الكونغو',
    HK: 'هونغ كونغ',
    MO: 'ماكاو',
    MM: 'ميانمار',
    PS: 'فلسطين',
    TL: 'تيمور الشرقية',
  },
};

// CLDR abbreviates ("St.", "&", "о-ва") where a picker has room for the whole word.
const spelledOut = (language: string, name: string) =>
  language === 'en'
    ? name
        .replace(/^St\. /, 'Saint ')
        .replace(/ & /g, ' and ')
        .replace(/\bU\.S\. /, 'US ')
    : language === 'ru'
      ? name
          .replace(/(^|\s)о-ва(?=\s|$)/g, '$1острова')
          .replace(/(^|\s)о-в(?=\s|$)/g, '$1остров')
          .replace(/^о/, 'О')
      : name;

function nameIn(language: string, alpha2: string): string {
  const override = OVERRIDES[language]?.[alpha2];
  if (override) return override;
  const name = new Intl.DisplayNames([language], { type: 'region' }).of(alpha2);
  if (!name || name === alpha2) throw new Error(`no ${language} name for ${alpha2}`);
  return spelledOut(language, name);
}

interface CountryRow {
  id: number;
  name: string;
  alpha2: string;
  phone_code: string;
  phone_mask: string | null;
  phone_min: number;
  phone_max: number;
  phone_leading: string;
  min_age: number | null;
  currency_id: number | null;
}

const read = <T>(file: string) => JSON.parse(readFileSync(join(SEED, file), 'utf8')) as T;
const countries = read<CountryRow[]>('countries.json');
const names = read<Record<string, Record<string, Record<string, string>>>>('catalogue-names.json');
const countryNames = (names.countries ??= {});

const known = new Set(countries.map((c) => c.alpha2));
const taken = new Set(countries.map((c) => c.id));
const freeIds = Array.from({ length: MAX_ID }, (_, i) => i + 1).filter((id) => !taken.has(id));
const added = ISO.filter((alpha2) => !known.has(alpha2))
  .map((alpha2) => ({ alpha2, name: nameIn('en', alpha2) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
if (added.length > freeIds.length) throw new Error('more countries than free ids');

added.forEach(({ alpha2, name }, i) => {
  const id = freeIds[i] as number;
  const phoneCode = isSupportedCountry(alpha2)
    ? getCountryCallingCode(alpha2)
    : CALLING_CODE[alpha2];
  if (!phoneCode) throw new Error(`no calling code for ${alpha2}`);
  countries.push({
    id,
    name,
    alpha2,
    phone_code: phoneCode,
    phone_mask: null,
    phone_min: 6,
    phone_max: 20,
    phone_leading: '',
    min_age: null,
    currency_id: null,
  });
  for (const language of LANGUAGES)
    (countryNames[language] ??= {})[String(id)] = nameIn(language, alpha2);
});
countries.sort((a, b) => a.id - b.id);
for (const language of LANGUAGES)
  countryNames[language] = Object.fromEntries(
    Object.entries(countryNames[language] ?? {}).sort(([a], [b]) => Number(a) - Number(b)),
  );

writeFileSync(join(SEED, 'countries.json'), `${JSON.stringify(countries, null, 2)}\n`);
writeFileSync(join(SEED, 'catalogue-names.json'), `${JSON.stringify(names, null, 2)}\n`);
console.log(`added ${added.length} countries; ${countries.length} in all`);
