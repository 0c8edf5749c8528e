/** Display names of the social providers the spec lists (brands: not translated). */
export const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  fb: 'Facebook',
  google: 'Google',
  vk: 'VK',
  ok: 'OK',
  yandex: 'Yandex',
  mailru: 'Mail.ru',
  telegram: 'Telegram',
  kakaotalk: 'KakaoTalk',
  twitter: 'X',
  itsme: 'itsme',
  twitch: 'Twitch',
  metamask: 'MetaMask',
  line: 'LINE',
  linkedin: 'LinkedIn',
  apple: 'Apple',
  discord: 'Discord',
};

export const providerName = (provider: string) => PROVIDER_NAMES[provider] ?? provider;
