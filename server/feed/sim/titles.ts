/**
 * Championship titles in the five sample languages (Russian first, the spec's source). A
 * championship's name is its country's (or "International") and its title: "England. Premier
 * League". Languages without a row use English.
 */
type Names = Readonly<Record<'ru' | 'en' | 'pt' | 'kk' | 'ar', string>>;

export const TITLES = {
  premier: {
    ru: 'Премьер-лига',
    en: 'Premier League',
    pt: 'Primeira Liga',
    kk: 'Премьер-лига',
    ar: 'الدوري الممتاز',
  },
  first: {
    ru: 'Первая лига',
    en: 'First Division',
    pt: 'Segunda Divisão',
    kk: 'Бірінші лига',
    ar: 'الدرجة الأولى',
  },
  second: {
    ru: 'Вторая лига',
    en: 'Second Division',
    pt: 'Terceira Divisão',
    kk: 'Екінші лига',
    ar: 'الدرجة الثانية',
  },
  cup: { ru: 'Кубок', en: 'Cup', pt: 'Taça', kk: 'Кубок', ar: 'الكأس' },
  women: {
    ru: 'Женщины. Высшая лига',
    en: 'Women. Top Division',
    pt: 'Feminino. Primeira Divisão',
    kk: 'Әйелдер. Жоғарғы лига',
    ar: 'السيدات. الدرجة الممتازة',
  },
  youth: {
    ru: 'Молодёжная лига (до 21)',
    en: 'U21 League',
    pt: 'Liga Sub-21',
    kk: 'Жастар лигасы (21 жасқа дейін)',
    ar: 'دوري تحت 21 سنة',
  },
  superLeague: {
    ru: 'Суперлига',
    en: 'Super League',
    pt: 'Superliga',
    kk: 'Суперлига',
    ar: 'الدوري الممتاز',
  },
  national: {
    ru: 'Национальная лига',
    en: 'National League',
    pt: 'Liga Nacional',
    kk: 'Ұлттық лига',
    ar: 'الدوري الوطني',
  },
  champions: {
    ru: 'Кубок чемпионов',
    en: 'Champions Cup',
    pt: 'Taça dos Campeões',
    kk: 'Чемпиондар кубогы',
    ar: 'كأس الأبطال',
  },
  friendlies: {
    ru: 'Клубные товарищеские матчи',
    en: 'Club Friendlies',
    pt: 'Amistosos de Clubes',
    kk: 'Клубтық жолдастық кездесулер',
    ar: 'مباريات ودية للأندية',
  },
  menTour: {
    ru: 'Мужской тур',
    en: "Men's Tour",
    pt: 'Circuito Masculino',
    kk: 'Ерлер туры',
    ar: 'جولة الرجال',
  },
  womenTour: {
    ru: 'Женский тур',
    en: "Women's Tour",
    pt: 'Circuito Feminino',
    kk: 'Әйелдер туры',
    ar: 'جولة السيدات',
  },
  challenger: {
    ru: 'Челленджер',
    en: 'Challenger',
    pt: 'Challenger',
    kk: 'Челленджер',
    ar: 'تشالنجر',
  },
  proLeague: {
    ru: 'Про лига',
    en: 'Pro League',
    pt: 'Liga Pro',
    kk: 'Про лига',
    ar: 'دوري المحترفين',
  },
  masters: { ru: 'Мастерс', en: 'Masters', pt: 'Masters', kk: 'Мастерс', ar: 'ماسترز' },
  battle: {
    ru: 'Баттл. 8 минут',
    en: 'Battle. 8 minutes',
    pt: 'Batalha. 8 minutos',
    kk: 'Баттл. 8 минут',
    ar: 'المعركة. 8 دقائق',
  },
  setka: {
    ru: 'Сетка Кап',
    en: 'Setka Cup',
    pt: 'Taça Setka',
    kk: 'Сетка кубогы',
    ar: 'كأس سيتكا',
  },
  fightNight: {
    ru: 'Вечер боёв',
    en: 'Fight Night',
    pt: 'Noite de Lutas',
    kk: 'Жекпе-жек кеші',
    ar: 'ليلة النزالات',
  },
} as const satisfies Record<string, Names>;

export type TitleKey = keyof typeof TITLES;

export const INTERNATIONAL: Names = {
  ru: 'Международный',
  en: 'International',
  pt: 'Internacional',
  kk: 'Халықаралық',
  ar: 'دولي',
};

/** A title in a language, English when the language has none. */
export const titleIn = (names: Names, language: string): string =>
  (names as Readonly<Record<string, string>>)[language] ?? names.en;
