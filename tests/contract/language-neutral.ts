/**
 * Texts that may read the same in another language as in English: a word every language of the
 * site borrows, a sample value, a language's own name. Everything else that equals its English
 * text is an untranslated copy — what a Kazakh visitor once saw as the footer's questions.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, string>> = {
  oauth_email: '"E-mail" is the word ru, kk and pt use too',
  reg_email: '"E-mail" in pt',
  auth_tab_email: '"E-mail" in ru, kk and pt',
  auth_login_email: '"E-mail" in pt',
  reg_email_ph: 'a sample address',
  reg_cpf: 'the name of a Brazilian document',
  ok: '"OK" in pt',
  display_font_size_normal: '"Normal" in pt',
  odds_format_0: '"Decimal" (odds format) in pt',
  odds_format_3: '"Hong Kong" (odds format), the place’s name in pt',
  nav_menu: '"Menu" in pt',
  cashier_method_pix:
    'the name of the Brazilian instant payment system, written so in ru, kk and pt',
  out_short_2: '"X" (draw) is the bookmakers\' sign in every language',
  toto_pick_X: '"X" (draw) is the toto\'s sign in every language',
  out_short_4: '"1X" (double chance) is the bookmakers\' sign in every language',
  out_short_6: '"X2" (double chance) is the bookmakers\' sign in every language',
  out_short_7: '"H1" (handicap, side 1) in pt, where the market is called "Handicap" too',
  out_short_8: '"H2" (handicap, side 2) in pt, where the market is called "Handicap" too',
  market_2: '"Handicap" (market) in pt',
  market_17: '"Total" (market) in pt',
  column_handicap: '"Handicap" (market) in pt',
  column_total: '"Total" (market) in pt',
  office_nav_office_powerbet: '"PowerBet", the offer\'s name, is written so in every language',
  office_powerbet_title: '"PowerBet", the offer\'s name, is written so in every language',
};

/** A language's own name (lang_name_ru is "Русский" on every page, so a visitor finds it). */
const ENDONYM = /^lang_name_[a-z]{2}$/;

/**
 * Whether a text may equal its English text: it has no letters once its placeholders are taken
 * out (`18+`, `({{count}})`, `{{page}} — {{brand}}`), or its key is one of the few listed above.
 */
export function mayMatchEnglish(key: string, text: string): boolean {
  if (ENDONYM.test(key) || Object.hasOwn(SAME_AS_ENGLISH, key)) return true;
  return !/\p{L}/u.test(text.replace(/\{\{\s*[\w.]+\s*\}\}/g, ''));
}
